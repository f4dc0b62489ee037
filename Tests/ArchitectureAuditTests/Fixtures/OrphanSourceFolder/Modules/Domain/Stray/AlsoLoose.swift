struct AlsoLoose {}
