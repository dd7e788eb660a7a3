import Foundation
@_spi(Reflection) import Swift

/// One stored property of a struct or tuple compared field by field.
struct ComparedField: @unchecked Sendable {
  let name: String
  let offset: Int
  let type: Any.Type
  let comparison: ValueComparison
}

extension ValueComparison {
  /// The strategy for a view's input (E02): as ``strategy(for:)``, but a struct or tuple that is
  /// neither `Equatable` nor plain data is compared field by field with the same rules, and an
  /// `Optional` of one by its wrapped value — "the same rules are applied recursively to each
  /// field" (John Harper, SwiftUI team). So a non-`Equatable` `Item` holding a `String` and an
  /// `Int` compares equal when both are, and an `Array` of such items by its storage's identity
  /// (the same array is equal, a rebuilt one is not). A closure, an existential or an enum with a
  /// payload anywhere inside still makes the whole value count as changed.
  static func inputs(for type: Any.Type) -> ValueComparison {
    InputComparisonCache.shared.comparison(for: type)
  }

  /// Builds the input strategy for `type`, whose metadata kind is `kind`.
  fileprivate static func buildInputs(
    for type: Any.Type, kind: _MetadataKind?, depth: Int
  ) -> ValueComparison {
    if let property = type as? any GraphProperty.Type { return .property(property) }
    // The storage reference inside a `Dictionary`, a `Set` or a `Task`: compared by identity, as
    // references are.
    if builtinReferences.contains(_typeName(type, qualified: true)) {
      return .bitwise(size: MemoryLayout<UnsafeRawPointer>.size)
    }
    let shallow = strategy(for: type)
    // Past a few levels a type is compared as changed rather than walked further.
    guard case .never = shallow, depth < 12 else { return shallow }
    if let optional = type as? any OptionalValue.Type {
      let wrapped = buildInputs(
        for: optional.wrappedType, kind: metadataKind(of: optional.wrappedType), depth: depth + 1)
      if case .never = wrapped { return .never }
      return .optional(optional, wrapped)
    }
    guard kind == .struct || kind == .tuple else { return .never }
    let nonStrong = kind == .struct ? nonStrongFieldNames(of: type) : []
    let derived = (type as? any DerivedFields.Type)?.derivedFieldNames ?? []
    var fields: [ComparedField] = []
    let walked = _forEachField(of: type, options: []) { name, offset, fieldType, fieldKind in
      // A tuple's elements are named `.0`, `.1` … unless labelled.
      var fieldName = String(cString: name)
      if fieldName.first == "." { fieldName.removeFirst() }
      if derived.contains(fieldName) { return true }
      // A weak or unowned reference is not a strong one: its bits are compared, never loaded.
      let comparison =
        nonStrong.contains(fieldName)
        ? .bitwise(size: MemoryLayout<UnsafeRawPointer>.size)
        : buildInputs(for: fieldType, kind: fieldKind, depth: depth + 1)
      if case .never = comparison { return false }
      fields.append(
        ComparedField(name: fieldName, offset: offset, type: fieldType, comparison: comparison))
      return true
    }
    // A type that is not plain data has a field that is not: none reported means the type has
    // no reflection metadata (a library built without it), and it cannot be proven equal.
    return walked && !fields.isEmpty ? .fields(fields) : .never
  }
}

/// The standard library's builtin reference types, which field walks reach inside collections.
private let builtinReferences: Set<String> = [
  "Builtin.BridgeObject", "Builtin.NativeObject", "Builtin.UnknownObject",
]

/// A ViewProbe type that also stores a value derived from its others (a tuple view's children as
/// a list), which SwiftUI's type does not have: left out when values of it are compared.
protocol DerivedFields {
  static var derivedFieldNames: Set<String> { get }
}

/// The metadata kind of `type` (struct, enum, class, tuple …).
func metadataKind(of type: Any.Type) -> _MetadataKind? {
  func kind<T>(_: T.Type) -> _MetadataKind? {
    var kind: _MetadataKind?
    _ = _forEachField(of: KindProbe<T>.self, options: []) { _, _, _, fieldKind in
      kind = fieldKind
      return false
    }
    return kind
  }
  return _openExistential(type, do: kind)
}

/// A struct whose one field has the probed type: reflecting it tells that type's kind.
private struct KindProbe<T> {
  let value: T
}

/// The names of the `weak`, `unowned` and `unowned(unsafe)` stored properties of `type`.
///
/// `_forEachField` does not tell a field's ownership, but `_forEachFieldWithKeyPath` skips the
/// fields that are not strong (and the kinds it cannot make key paths for, such as functions), so
/// a field of a reference-like kind that it skips is a weak or unowned one.
func nonStrongFieldNames(of type: Any.Type) -> Set<String> {
  func names<T>(_: T.Type) -> Set<String> {
    var candidates: Set<String> = []
    _forEachField(of: T.self, options: []) { name, _, _, kind in
      if kind == .class || kind == .optional { candidates.insert(String(cString: name)) }
      return true
    }
    guard !candidates.isEmpty else { return [] }
    let ignoreUnknown = _EachFieldOptions(rawValue: 1 << 1)
    _ = _forEachFieldWithKeyPath(of: T.self, options: ignoreUnknown) { name, _ in
      candidates.remove(String(cString: name))
      return true
    }
    return candidates
  }
  return _openExistential(type, do: names)
}

/// The input strategy of each type compared so far. Like ``ViewLayoutCache``, shared by every
/// graph: a strategy depends on its type alone and never changes once found.
final class InputComparisonCache: @unchecked Sendable {
  static let shared = InputComparisonCache()

  private let lock = NSLock()
  private var comparisons: [ObjectIdentifier: ValueComparison] = [:]

  func comparison(for type: Any.Type) -> ValueComparison {
    let key = ObjectIdentifier(type)
    if let known = lock.withLock({ comparisons[key] }) { return known }
    let comparison = ValueComparison.buildInputs(for: type, kind: metadataKind(of: type), depth: 0)
    lock.withLock { comparisons[key] = comparison }
    return comparison
  }
}
