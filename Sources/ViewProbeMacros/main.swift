// The compiler plugin behind ViewProbe's `#Preview` and `@Previewable`: previews are never run in
// tests, so both expand to nothing — a view file with a preview at its end compiles unchanged. It
// speaks the compiler's plugin protocol directly (8-byte little-endian length, then a JSON
// message; the reply framed the same way), so ViewProbe needs no swift-syntax: it only reads which
// message came, and always answers an expansion with empty source.
import Foundation

/// The next message from the compiler, or `nil` when it closed the pipe.
func readMessage() -> Data? {
  let header = FileHandle.standardInput.readData(ofLength: 8)
  guard header.count == 8 else { return nil }
  var length = 0
  for (index, byte) in header.enumerated() { length |= Int(byte) << (8 * index) }
  var payload = Data()
  while payload.count < length {
    let chunk = FileHandle.standardInput.readData(ofLength: length - payload.count)
    if chunk.isEmpty { return nil }
    payload.append(chunk)
  }
  return payload
}

/// Sends `json` to the compiler, framed.
func send(_ json: String) {
  let payload = Data(json.utf8)
  var frame = Data(count: 8)
  for index in 0..<8 { frame[index] = UInt8((payload.count >> (8 * index)) & 0xFF) }
  frame.append(payload)
  FileHandle.standardOutput.write(frame)
}

/// The kind of a message: its JSON object's single key (`getCapability`, `expandFreestandingMacro`).
func kind(of message: Data) -> String? {
  guard let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any] else {
    return nil
  }
  return object.keys.first
}

while let message = readMessage() {
  switch kind(of: message) {
  case "getCapability":
    send(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  case "expandFreestandingMacro", "expandAttachedMacro":
    send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  case "loadPluginLibrary":
    send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
  default:
    send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  }
}
