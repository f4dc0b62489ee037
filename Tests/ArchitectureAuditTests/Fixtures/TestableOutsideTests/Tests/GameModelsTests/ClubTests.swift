@testable import GameModels
import Testing

@Test func clubExists() { #expect(Club.self == Club.self) }
