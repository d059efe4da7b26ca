"""The rules engine of Off With Their Letters! (WORDLAND.md W1-W10): pure, seeded, clock-free."""
