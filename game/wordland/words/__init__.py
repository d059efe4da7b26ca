"""Word checks of W7 and W4.3 (letters, apostrophes, repeats, derivatives) and real words."""
