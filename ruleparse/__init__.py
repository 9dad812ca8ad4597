"""Rule text to logical form."""
