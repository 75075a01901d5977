set(x 1)
