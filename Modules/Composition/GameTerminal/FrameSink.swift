/// Where finished frames go: the terminal, standard output in script mode, or a test's buffer.
@MainActor
package protocol FrameSink: AnyObject {
    var size: (width: Int, height: Int) { get }
    var colored: Bool { get }
    func show(title: String, lines: [String])
}
