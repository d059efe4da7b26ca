"""Drawing the word game: its pieces, the teapot timer, the word entry and its words."""
