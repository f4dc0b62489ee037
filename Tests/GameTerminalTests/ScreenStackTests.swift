@testable import GameTerminal
import Navigation
import Testing

@MainActor
final class FakeScreen: Screen {
    let title: String
    var lines: [String]
    var keyHints: [KeyHint] { [KeyHint("x", "do x")] }
    private(set) var appearCount = 0
    private(set) var handled: [Key] = []
    var onKey: (Key) -> Bool = { _ in false }

    init(_ title: String, lines: [String] = []) {
        self.title = title
        self.lines = lines
    }

    func render(in context: RenderContext) -> [String] { lines }
    func appear() async { appearCount += 1 }
    func handle(_ key: Key) async -> Bool {
        handled.append(key)
        return onKey(key)
    }
}

@MainActor
@Suite struct ScreenStackTests {
    @Test func sheetsCoverTheStackUntilDismissed() {
        let stack = ScreenStack()
        let menu = FakeScreen("Menu"), form = FakeScreen("Form"), sheet = FakeScreen("Sheet")
        stack.push(menu)
        stack.push(form)
        #expect(stack.top === form)
        stack.presentSheet(sheet)
        #expect(stack.top === sheet)
        stack.dismissSheet()
        #expect(stack.top === form)
        stack.pop()
        #expect(stack.top === menu)
    }

    @Test func replaceStackDropsEverything() {
        let stack = ScreenStack()
        stack.push(FakeScreen("A"))
        stack.presentSheet(FakeScreen("B"))
        let hub = FakeScreen("Hub")
        stack.replaceStack(with: hub)
        #expect(stack.top === hub)
        #expect(stack.stack.count == 1)
        #expect(stack.sheets.isEmpty)
        stack.pop()
        stack.pop()
        stack.dismissSheet()
        #expect(stack.top == nil)
    }
}
