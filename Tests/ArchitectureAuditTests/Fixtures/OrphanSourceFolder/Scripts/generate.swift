print("not a source root")
