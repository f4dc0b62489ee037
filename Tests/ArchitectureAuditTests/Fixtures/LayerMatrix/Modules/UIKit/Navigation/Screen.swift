import GRDB

public protocol Screen {}
