"""The Parade's bots (pure Python): four levels that decide from a seat's view only (P9)."""
