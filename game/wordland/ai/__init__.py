"""Bots for typed games (W9): four levels that draw on the topic vocabularies."""
