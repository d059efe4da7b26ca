"""The word game's data files (topics, vocabularies, letter piles) and their loader."""
