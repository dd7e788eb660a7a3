import Foundation
@_spi(Reflection) import Swift

/// What the graph knows about a view type, computed once per type: its stored fields, which of them
/// are dynamic properties, and how to compare two values of it (E02).
///
/// A class, so a node holds one reference to its type's layout instead of copying its fields.
final class ViewLayout: @unchecked Sendable {
  enum FieldKind {
    /// `State`, `Binding`, `Bindable`, `Environment`: installed and compared by the wrapper.
    case property(any GraphProperty.Type, stateIndex: Int)
    /// Any other stored value, compared by its type's strategy.
    case value(Any.Type, ValueComparison)
    /// A `weak` or `unowned` reference. Its storage is not a strong reference, so it is never
    /// loaded: compared by its bits (the same object gives the same bits), left out of probes.
    case reference(isWeak: Bool)
  }

  struct Field {
    let name: String
    let offset: Int
    let kind: FieldKind
  }

  /// The type's name without module, as SwiftUI prints it (`ForEach<Array<Int>, Int, Text>`).
  let typeName: String
  /// The name without generic arguments, for paths (`ForEach`).
  let shortName: String
  /// Whether ViewProbe provides the view's children itself (its body is `Never`).
  let isPrimitive: Bool
  /// Describes a primitive view's children, given a value of this type (`nil` for views with a
  /// body). Found once per type: casting every value to `any PrimitiveView` looked up the
  /// conformance at each update (an eighth of mounting a list).
  let expandPrimitive: (@MainActor (any View, inout ChildList) -> Void)?
  /// For a `UIViewRepresentable` or `UIViewControllerRepresentable`, what runs in place of its
  /// body: its first update makes the UIKit object, later ones update it.
  let represent: RepresentableUpdate?
  /// Whether the view is plumbing that paths leave out (tuples, conditionals, modifiers).
  let isStructural: Bool
  /// Whether expanding the view runs no user code (see ``PlainExpansion``): no tracking needed.
  let isPlainExpansion: Bool
  /// Whether the primitive tracks its own expansion, part by part (see ``SelfTrackingExpansion``).
  let tracksItself: Bool
  /// Whether the view is an `Optional` (an `if` without `else`): casts must not look through it.
  let isOptional: Bool
  /// Whether the view draws views over others (`ZStack`, `overlay`), see `LayerCovering.swift`.
  let drawsLayers: Bool
  /// Whether the view decides which style draws the controls inside it (see `StyleScope`).
  let marksStyleScope: Bool
  /// What the view is to a list's rows, see `ListRowButtons.swift`.
  let listRowRole: ListRowRole
  let fields: [Field]
  let stateCount: Int
  /// The names of the state-holding properties, by state index.
  let stateNames: [String]
  /// The names of all dynamic properties, in declaration order.
  let propertyNames: [String]
  let hasGraphProperties: Bool
  /// Whether a property reads the environment (`@Environment`, `@EnvironmentObject`, and the
  /// custom dynamic properties made of them): such a view depends on its environment scope.
  let readsEnvironment: Bool
  /// Whether a property may hold an `ObservableObject` (`@StateObject`, `@ObservedObject`,
  /// `@EnvironmentObject`).
  let observesObjects: Bool
  /// For views that are not structs (an enum of screens), the comparison of the whole value.
  let wholeValue: ValueComparison?
  /// For a view with an `==` of its own that is not plain data, that `==`: SwiftUI prefers it to
  /// its field-by-field comparison (E02; plain data is compared field by field all the same).
  let ownEquality: (any Equatable.Type)?

  init<V: View>(_ type: V.Type) {
    typeName = _typeName(type, qualified: false)
    // A style's body is named after the style in paths (`Button › CapsuleStyle › HStack`).
    shortName =
      (type as? any StyleBodyCarrying.Type)?.styleName ?? String(typeName.prefix { $0 != "<" })
    represent = representableUpdate(of: type)
    // A representable's body is `Never` too, but its own properties are installed.
    isPrimitive = V.Body.self == Never.self && represent == nil
    expandPrimitive =
      isPrimitive ? (type as? any PrimitiveView.Type).map { primitiveExpansion($0) } : nil
    isStructural = type is any StructuralView.Type
    isOptional = type is any OptionalValue.Type
    drawsLayers = type is any LayerDrawing.Type
    marksStyleScope = type is any StyleScopeMarker.Type
    listRowRole = ListRowRole(of: type)
    isPlainExpansion = isPrimitive && type is any PlainExpansion.Type
    tracksItself = isPrimitive && type is any SelfTrackingExpansion.Type
    var fields: [Field] = []
    var stateCount = 0
    let isStruct = metadataKind(of: type) == .struct
    // Primitive views have no dynamic properties of their own and always re-expand.
    if !isPrimitive && isStruct {
      Self.collectFields(of: type, base: 0, prefix: "", into: &fields, stateCount: &stateCount)
    }
    wholeValue = isStruct ? nil : .inputs(for: type)
    ownEquality = isStruct && !isPrimitive && !_isPOD(type) ? type as? any Equatable.Type : nil
    self.fields = fields
    self.stateCount = stateCount
    propertyNames = fields.compactMap { field in
      guard case .property = field.kind else { return nil }
      return field.name
    }
    stateNames = fields.compactMap { field in
      guard case .property(let type, _) = field.kind, type.holdsState else { return nil }
      return field.name
    }
    hasGraphProperties = fields.contains {
      if case .property = $0.kind { return true }
      return false
    }
    // A representable is given its whole environment (`context.environment`).
    readsEnvironment =
      represent != nil
      || fields.contains {
        if case .property(let type, _) = $0.kind { return type.readsEnvironment }
        return false
      }
    observesObjects = fields.contains {
      if case .property(let type, _) = $0.kind { return type is any ObservesObject.Type }
      return false
    }
  }

  private static func collectFields(
    of type: Any.Type, base: Int, prefix: String, into fields: inout [Field],
    stateCount: inout Int
  ) {
    let references = nonStrongFieldNames(of: type)
    _forEachField(of: type, options: []) { name, offset, fieldType, kind in
      let fieldName = prefix + String(cString: name)
      if references.contains(String(cString: name)) {
        fields.append(
          Field(
            name: fieldName, offset: base + offset, kind: .reference(isWeak: kind == .optional)))
      } else if let property = fieldType as? any GraphProperty.Type {
        let index = stateCount
        if property.holdsState { stateCount += 1 }
        fields.append(
          Field(
            name: fieldName, offset: base + offset, kind: .property(property, stateIndex: index)))
      } else if kind == .struct,
        fieldType is any DynamicProperty.Type || fieldType is any ViewModifier.Type
          || fieldType is any Transition.Type || isDrawingStyle(fieldType)
          || fieldType is any App.Type
      {
        // A custom dynamic property, a custom modifier, a transition (its body runs as the
        // modifier's), a style (its body runs as a `StyleBody`'s) or a hosted app (its body runs
        // as a `HostedApp`'s): its own fields are installed as if declared on the view. Only a struct's: a class's fields are not in the view's
        // value (SwiftUI installs nothing in a class either, and warns when it is read).
        collectFields(
          of: fieldType, base: base + offset, prefix: fieldName + ".", into: &fields,
          stateCount: &stateCount)
      } else {
        fields.append(
          Field(
            name: fieldName, offset: base + offset,
            kind: .value(fieldType, .inputs(for: fieldType))))
      }
      return true
    }
  }

  /// Whether two values of the type are equal field by field, dynamic properties by their own
  /// rule, so that a child's body can be skipped (E02).
  func fieldsEqual(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    if let wholeValue { return wholeValue.equal(lhs, rhs) }
    if let ownEquality { return ValueComparison.equatable(ownEquality).equal(lhs, rhs) }
    return Self.fieldsEqual(fields, lhs, rhs)
  }

  /// Compares two values of a struct type field by field, as a view's inputs are (E02): for
  /// values kept outside views (an app's style in the environment). Other types are compared
  /// whole.
  static func fieldwiseEquality<T>(of _: T.Type) -> (T, T) -> Bool {
    guard metadataKind(of: T.self) == .struct else {
      let whole = ValueComparison.inputs(for: T.self)
      return { whole.equal($0, $1) }
    }
    var fields: [Field] = []
    var stateCount = 0
    collectFields(of: T.self, base: 0, prefix: "", into: &fields, stateCount: &stateCount)
    return { lhs, rhs in
      withUnsafePointer(to: lhs) { left in
        withUnsafePointer(to: rhs) { right in fieldsEqual(fields, left, right) }
      }
    }
  }

  private static func fieldsEqual(
    _ fields: [Field], _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer
  ) -> Bool {
    for field in fields {
      let left = lhs + field.offset
      let right = rhs + field.offset
      switch field.kind {
      case .property(let type, _):
        if !ValueComparison.equalProperties(type, left, right) { return false }
      case .value(_, let comparison):
        if !comparison.equal(left, right) { return false }
      case .reference:
        if memcmp(left, right, MemoryLayout<UnsafeRawPointer>.size) != 0 { return false }
      }
    }
    return true
  }

  /// The stored properties that differ between two values of the type, in words (only called
  /// for a view whose body runs because its input changed).
  func differences(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> [String] {
    guard wholeValue == nil else { return [] }
    var result: [String] = []
    for field in fields {
      let (left, right) = (lhs + field.offset, rhs + field.offset)
      switch field.kind {
      case .property(let type, _):
        if !ValueComparison.equalProperties(type, left, right) {
          result.append("\(field.name) now holds another object")
        }
      case .value(let type, let comparison):
        guard !comparison.equal(left, right) else { continue }
        result.append(
          contentsOf: Self.describeChange(field.name, type, comparison, left, right))
      case .reference:
        if memcmp(left, right, MemoryLayout<UnsafeRawPointer>.size) != 0 {
          result.append("\(field.name) now refers to another object")
        }
      }
    }
    return result
  }

  /// The change of a stored value that compared unequal, in words. A value of the app's own type
  /// compared field by field (E02) names the fields that changed (`item.title changed from "a"
  /// to "b"`); the standard library's are not walked into.
  private static func describeChange(
    _ name: String, _ type: Any.Type, _ comparison: ValueComparison, _ left: UnsafeRawPointer,
    _ right: UnsafeRawPointer
  ) -> [String] {
    switch comparison {
    case .never:
      return ["\(name) (it never compares equal: a closure or a value that is not Equatable, E04)"]
    case .fields(let fields) where !_typeName(type, qualified: true).hasPrefix("Swift."):
      return fields.flatMap { field in
        let (old, new) = (left + field.offset, right + field.offset)
        guard !field.comparison.equal(old, new) else { return [String]() }
        return describeChange(name + "." + field.name, field.type, field.comparison, old, new)
      }
    default:
      let (old, new) = (loadAny(type, left), loadAny(type, right))
      if let old = ValueDescription.short(old), let new = ValueDescription.short(new) {
        return ["\(name) changed from \(old) to \(new)"]
      } else if heldObject(in: old) != nil || heldObject(in: new) != nil {
        return ["\(name) now holds another \(_typeName(type, qualified: false))"]
      }
      return ["\(name) changed"]
    }
  }

  /// Calls `body` with each dynamic property of the value at `base`.
  func forEachProperty(
    at base: UnsafeRawPointer,
    _ body: (any GraphProperty, _ stateIndex: Int, _ name: String) -> Void
  ) {
    for field in fields {
      guard case .property(let type, let stateIndex) = field.kind else { continue }
      body(Self.load(type, base + field.offset), stateIndex, field.name)
    }
  }

  /// Lets each dynamic property of the value at `base` that belongs to another identity adopt a
  /// box of its own for `node`.
  @MainActor
  func adoptForeignBoxes(at base: UnsafeMutableRawPointer, in node: ViewNode) {
    for field in fields {
      guard case .property(let type, let stateIndex) = field.kind else { continue }
      type.adopt(at: base + field.offset, in: node, stateIndex: stateIndex)
    }
  }

  private static func load<P: GraphProperty>(_: P.Type, _ pointer: UnsafeRawPointer) -> P {
    pointer.assumingMemoryBound(to: P.self).pointee
  }

  /// The objects held by plain stored properties (`let model = Model()`) of the value at `base`.
  func storedObjects(at base: UnsafeRawPointer) -> [(name: String, object: AnyObject)] {
    fields.compactMap { field in
      guard case .value(let type, _) = field.kind else { return nil }
      let value = Self.loadAny(type, base + field.offset)
      return heldObject(in: value).map { (field.name, $0) }
    }
  }

  /// The plain stored values of the value at `base`, for the tree dump. A weak or unowned
  /// reference is named, not loaded.
  func storedValues(at base: UnsafeRawPointer) -> [(name: String, value: Any)] {
    fields.compactMap { field in
      switch field.kind {
      case .value(let type, _): return (field.name, Self.loadAny(type, base + field.offset))
      case .reference(let isWeak): return (field.name, UnreadReference(isWeak: isWeak))
      case .property: return nil
      }
    }
  }

  private static func loadAny<T>(_: T.Type, _ pointer: UnsafeRawPointer) -> Any {
    pointer.assumingMemoryBound(to: T.self).pointee
  }
}

/// Stands in the dump for a weak or unowned stored property, which ViewProbe does not read.
struct UnreadReference: CustomStringConvertible {
  let isWeak: Bool
  var description: String { isWeak ? "weak reference" : "unowned reference" }
}

/// Views that paths and `installedStore()` look through: tuples, conditionals, modifiers.
protocol StructuralView {}

/// One layout per view type, for every graph: the only structure harnesses share. Layouts are
/// immutable once computed, and the table is guarded by a lock.
final class ViewLayoutCache: @unchecked Sendable {
  static let shared = ViewLayoutCache()

  private let lock = NSLock()
  private var layouts: [ObjectIdentifier: ViewLayout] = [:]

  func layout<V: View>(of type: V.Type) -> ViewLayout {
    let key = ObjectIdentifier(type)
    if let layout = lock.withLock({ layouts[key] }) { return layout }
    let layout = ViewLayout(type)
    lock.withLock { layouts[key] = layout }
    return layout
  }
}
