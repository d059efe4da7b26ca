"""The Parade's screens (setup, the table, results, watch, pages)."""
