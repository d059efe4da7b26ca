"""Tea-Time Race: the ring of spaces round the clock-face spinner."""
