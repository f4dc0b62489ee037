/// libFuzzer's entry point: `ci/fuzz-save` builds this target with `-sanitize=fuzzer` (libFuzzer then
/// supplies `main`); a plain build calls it from `Replay`, so both run exactly the same checks.
@_cdecl("LLVMFuzzerTestOneInput")
public func saveArchiveFuzzInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    _ = ImportProbe.shared.check(bytes)
    return 0
}
