"""wolfpack."""
