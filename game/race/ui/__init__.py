"""Drawing the race: board, pieces, hand, panels, spinner, and the words for its events."""
