// GameModels is declared but never imported.
public protocol DataManagerProtocol {}
