import GameModels

enum Helper {}
