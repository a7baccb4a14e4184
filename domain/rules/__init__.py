"""Pure rules of contract bridge: value objects and rule functions, no I/O."""
