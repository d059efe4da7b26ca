"""The command-line verbs of `python -m game` (play, sim, replay, screenshot)."""
