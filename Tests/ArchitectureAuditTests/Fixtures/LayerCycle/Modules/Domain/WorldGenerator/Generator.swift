import DataManaging

public struct Generator {}
