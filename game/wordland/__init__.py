"""Off With Their Letters!: the word party game of the box (package id `wordland`)."""
