import CZlib

/// A zlib stream and its two fixed-size chunk buffers. Memory for inflating a save is this, plus
/// zlib's own state, whatever the save's size. The stream lives at a fixed address
/// because zlib keeps a pointer back to it.
struct ZlibBuffers: ~Copyable {
    /// Compressed bytes read per step.
    static let inputSize = 64 * 1024
    /// Inflated bytes per step: larger, since a save inflates about five-fold and each step costs a
    /// write and a pass through the loop.
    static let outputSize = 512 * 1024

    let stream: UnsafeMutablePointer<z_stream>
    let input: UnsafeMutablePointer<UInt8>
    let output: UnsafeMutablePointer<UInt8>

    init() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        input = .allocate(capacity: Self.inputSize)
        output = .allocate(capacity: Self.outputSize)
    }

    deinit {
        stream.deinitialize(count: 1)
        stream.deallocate()
        input.deallocate()
        output.deallocate()
    }

    /// Points zlib at `count` fresh input bytes in `input`.
    func feed(count: Int) {
        stream.pointee.next_in = input
        stream.pointee.avail_in = uInt(count)
    }

    /// Gives zlib the whole output buffer.
    func resetOutput() {
        stream.pointee.next_out = output
        stream.pointee.avail_out = uInt(Self.outputSize)
    }

    /// Bytes zlib wrote into `output` since `resetOutput()`.
    var produced: Int { Self.outputSize - Int(stream.pointee.avail_out) }

    /// zlib's last error text, if it set one.
    var lastMessage: String? { stream.pointee.msg.map { String(cString: $0) } }
}
