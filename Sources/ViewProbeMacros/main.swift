// The compiler plugin behind ViewProbe's macros. `#Preview` and `@Previewable` expand to nothing
// (previews are never run in tests), so a view file with a preview at its end compiles unchanged;
// `@Entry` writes the key of a custom environment or focused value, as SwiftUI's does; `@Model`
// (Linux's SwiftData stand-in) makes a class observable and persistent (`ModelMacro.swift`),
// `@ModelActor` gives an actor a context of its own (`ModelActorMacro.swift`);
// TipKit's `@Parameter` and `#Rule` keep tips' parameters and rules (`TipMacros.swift`);
// `@Animatable` writes a shape's `animatableData` (`AnimatableMacro.swift`); `@ManagedEntity`
// declares a Core Data entity on Linux (`ManagedEntityMacro.swift`). It speaks
// the compiler's plugin protocol directly (8-byte little-endian length, then a JSON message; the
// reply framed the same way), so ViewProbe needs no swift-syntax: `@Entry` reads the declaration
// it is attached to from its source text (`var name: Type = default`).
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

/// Replies to an expansion with `source` (empty: no code).
func sendExpansion(_ source: String) {
  let reply: [String: Any] = [
    "expandMacroResult": ["expandedSource": source, "diagnostics": [] as [Any]]
  ]
  guard let data = try? JSONSerialization.data(withJSONObject: reply) else {
    return send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  }
  send(String(decoding: data, as: UTF8.self))
}

/// What `@Entry` writes for an attached-macro request: the accessors of the property, or the key
/// type beside it. Empty when the declaration is not `var name: Type [= default]` in an extension
/// of `EnvironmentValues`, `ContainerValues`, `Transaction` or `FocusedValues` (the compiler then
/// reports the stored property).
func entryExpansion(_ request: [String: Any]) -> String {
  guard let role = request["macroRole"] as? String,
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String,
    let context = (request["lexicalContext"] as? [[String: Any]])?.first?["source"] as? String,
    let property = EntryProperty(parsing: declaration)
  else { return "" }
  let key = "__Key_\(property.name)"
  switch role {
  case "accessor":
    return "get { self[\(key).self] }\nset { self[\(key).self] = newValue }"
  case "peer":
    if context.contains("FocusedValues") {
      guard let type = property.type, type.hasSuffix("?") else { return "" }
      return "struct \(key): FocusedValueKey {\n  typealias Value = \(type.dropLast())\n}"
    }
    let keyProtocol =
      context.contains("EnvironmentValues")
      ? "EnvironmentKey"
      : context.contains("ContainerValues")
        ? "ContainerValueKey" : context.contains("Transaction") ? "TransactionKey" : ""
    guard !keyProtocol.isEmpty else { return "" }
    if let type = property.type {
      let value = property.defaultValue ?? (type.hasSuffix("?") ? "nil" : "")
      guard !value.isEmpty else { return "" }
      return "struct \(key): \(keyProtocol) {\n  static var defaultValue: \(type) { \(value) }\n}"
    }
    // Without a type annotation the key is generic: the accessors' context (the property's
    // type, inferred from its initializer) gives `Value`, and the default is still evaluated on
    // every read, as SwiftUI's is (D08).
    guard let value = property.defaultValue else { return "" }
    return "struct \(key)<Value>: \(keyProtocol) {\n"
      + "  static var defaultValue: Value { ((\(value)) as Any) as! Value }\n}"
  default:
    return ""
  }
}

/// A property as `@Entry` reads it from source: `var name: Type = default`.
struct EntryProperty {
  let name: String
  let type: String?
  let defaultValue: String?

  init?(parsing source: String) {
    guard let varRange = source.range(of: "var ") else { return nil }
    var rest = source[varRange.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
    let nameEnd = rest.firstIndex { !($0.isLetter || $0.isNumber || $0 == "_") } ?? rest.endIndex
    name = String(rest[..<nameEnd])
    guard !name.isEmpty else { return nil }
    rest = rest[nameEnd...].trimmingCharacters(in: .whitespacesAndNewlines)
    var typeText: String?
    if rest.hasPrefix(":") {
      let afterColon = rest.dropFirst()
      let equals = afterColon.firstIndex(of: "=") ?? afterColon.endIndex
      typeText = afterColon[..<equals].trimmingCharacters(in: .whitespacesAndNewlines)
      rest = String(afterColon[equals...])
    }
    type = typeText.flatMap { $0.isEmpty ? nil : $0 }
    if rest.hasPrefix("=") {
      let value = rest.dropFirst().trimmingCharacters(in: .whitespacesAndNewlines)
      defaultValue = value.isEmpty ? nil : value
    } else {
      defaultValue = nil
    }
  }
}

while let message = readMessage() {
  // A message is a JSON object with one key, its kind (`getCapability`, `expandAttachedMacro` …).
  let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any]
  switch object?.keys.first {
  case "getCapability":
    send(#"{"getCapabilityResult":{"capability":{"protocolVersion":7}}}"#)
  case "expandAttachedMacro":
    let request = object?["expandAttachedMacro"] as? [String: Any] ?? [:]
    let type = (request["macro"] as? [String: Any])?["typeName"] as? String
    switch type {
    case "EntryMacro": sendExpansion(entryExpansion(request))
    case "ModelMacro": sendExpansion(modelExpansion(request))
    case "ModelActorMacro": sendExpansion(modelActorExpansion(request))
    case "TipParameterMacro": sendExpansion(tipParameterExpansion(request))
    case "GenerableMacro": sendExpansion(generableExpansion(request))
    case "AnimatableMacro": sendExpansion(animatableExpansion(request))
    case "ManagedEntityMacro": sendExpansion(managedEntityExpansion(request))
    case "ManagedPropertyMacro": sendExpansion(managedPropertyExpansion(request))
    default: sendExpansion("")
    }
  case "expandFreestandingMacro":
    let request = object?["expandFreestandingMacro"] as? [String: Any] ?? [:]
    let type = (request["macro"] as? [String: Any])?["typeName"] as? String
    sendExpansion(type == "TipRuleMacro" ? tipRuleExpansion(request) : "")
  case "loadPluginLibrary":
    send(#"{"loadPluginLibraryResult":{"loaded":false,"diagnostics":[]}}"#)
  default:
    send(#"{"expandMacroResult":{"expandedSource":"","diagnostics":[]}}"#)
  }
}
