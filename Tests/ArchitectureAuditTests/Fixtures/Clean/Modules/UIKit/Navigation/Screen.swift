import struct GameModels.Player

public protocol Screen { var title: String { get } }
