"""Unbirthday Parade: play a card to the end of the parade and take the cards it removes."""
