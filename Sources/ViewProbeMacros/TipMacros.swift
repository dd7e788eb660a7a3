// TipKit's macros for Linux's TipKit stand-in, read from source text like `@Entry`.
// `@Parameter static var isSignedIn: Bool = false` keeps the value in the harness's tips
// datastore: the property reads and writes `$isSignedIn`, a `Tips.Parameter` named after its type
// and property. `#Rule(Self.$isSignedIn) { $0 == true }` is the rule `Tips.Rule(…) { … }`: the
// same arguments, checked by the compiler against the macro's signature first.

import Foundation

/// What `@Parameter` writes for one attached-macro request.
func tipParameterExpansion(_ request: [String: Any]) -> String {
  guard let role = request["macroRole"] as? String,
    let declaration = (request["declSyntax"] as? [String: Any])?["source"] as? String,
    let property = EntryProperty(parsing: declaration)
  else { return "" }
  let storage = "$\(property.name)"
  let isStatic = codeWords(declaration).contains("static")
  switch role {
  case "accessor":
    let setter = isStatic ? "set" : "nonmutating set"
    return "get { \(storage).wrappedValue }\n\(setter) { \(storage).wrappedValue = newValue }"
  case "peer":
    guard let value = property.defaultValue else { return "" }
    let type = property.type.map { "<\($0)>" } ?? ""
    return (isStatic ? "static " : "")
      + "let \(storage) = TipKit.Tips.Parameter\(type)(Self.self, \"\(property.name)\", \(value))"
  default:
    return ""
  }
}

/// What `#Rule(…) { … }` writes: `Tips.Rule` made from the same arguments.
func tipRuleExpansion(_ request: [String: Any]) -> String {
  guard let source = (request["syntax"] as? [String: Any])?["source"] as? String else {
    return ""
  }
  let trimmed = source.trimmingCharacters(in: .whitespacesAndNewlines)
  guard trimmed.hasPrefix("#Rule") else { return "" }
  return "TipKit.Tips.Rule" + trimmed.dropFirst("#Rule".count)
}
