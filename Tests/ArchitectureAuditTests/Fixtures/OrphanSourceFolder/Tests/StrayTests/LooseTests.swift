struct LooseTests {}
