import Testing
#if DEBUG
import XCTest
#endif

public struct Club {}
