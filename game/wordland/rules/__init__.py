"""The rules engine of Off With Their Letters! (docs/rules/WORDLAND.md W1-W10): pure,
seeded, clock-free."""
