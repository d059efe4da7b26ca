"""How the Parade's pieces look: cards, words, where things go."""
