import GameModels

print(Club.self)
