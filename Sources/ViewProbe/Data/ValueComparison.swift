/// How two values of one type are compared when the graph decides whether something changed.
///
/// SwiftUI compares POD values bitwise, `Equatable` values with `==` and references by identity;
/// a view's input that is none of these is compared field by field with the same rules (E02, see
/// ``inputs(for:)``). Anything it cannot prove equal (closures, enums with payloads, existentials)
/// counts as changed. The strategy is chosen once per type, never per comparison.
enum ValueComparison: @unchecked Sendable {
  case equatable(any Equatable.Type)
  case location(any LocationCompared.Type)
  case bitwise(size: Int)
  /// A struct or tuple that is neither `Equatable` nor plain data, compared field by field.
  case fields([ComparedField])
  /// An `Optional` of a value compared field by field: both `nil`, or both wrapped and equal.
  indirect case optional(any OptionalValue.Type, ValueComparison)
  /// A dynamic property inside a stored value (a view kept as content): by its own rule, as the
  /// view's own properties are compared.
  case property(any GraphProperty.Type)
  case never

  /// The strategy for a value written to storage (`@State`, A17): a value that is neither
  /// `Equatable` nor plain data (nor a reference) always counts as changed.
  static func strategy(for type: Any.Type) -> ValueComparison {
    if let equatable = type as? any Equatable.Type { return .equatable(equatable) }
    if let located = type as? any LocationCompared.Type { return .location(located) }
    if type is AnyClass { return .bitwise(size: MemoryLayout<UnsafeRawPointer>.size) }
    if let optional = type as? any OptionalValue.Type, optional.wrappedType is AnyClass {
      return .bitwise(size: MemoryLayout<UnsafeRawPointer>.size)
    }
    if _isPOD(type) { return .bitwise(size: sizeOf(type)) }
    return .never
  }

  /// Compares the values stored at `lhs` and `rhs`.
  func equal(_ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer) -> Bool {
    switch self {
    case .equatable(let type): return Self.equalValues(type, lhs, rhs)
    case .location(let type): return Self.sameLocations(type, lhs, rhs)
    case .bitwise(let size): return size == 0 || memcmp(lhs, rhs, size) == 0
    case .fields(let fields):
      return fields.allSatisfy { $0.comparison.equal(lhs + $0.offset, rhs + $0.offset) }
    case .optional(let type, let wrapped): return type.equalOptionals(lhs, rhs, wrapped)
    case .property(let type): return Self.equalProperties(type, lhs, rhs)
    case .never: return false
    }
  }

  /// Compares two values of the same type.
  func equal<T>(_ lhs: T, _ rhs: T) -> Bool {
    withUnsafePointer(to: lhs) { left in
      withUnsafePointer(to: rhs) { right in equal(UnsafeRawPointer(left), UnsafeRawPointer(right)) }
    }
  }

  private static func equalValues<E: Equatable>(
    _: E.Type, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer
  ) -> Bool {
    lhs.assumingMemoryBound(to: E.self).pointee == rhs.assumingMemoryBound(to: E.self).pointee
  }

  /// Whether two dynamic properties of type `P` are equal by their own rule (`graphEqual`).
  static func equalProperties<P: GraphProperty>(
    _: P.Type, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer
  ) -> Bool {
    P.graphEqual(
      lhs.assumingMemoryBound(to: P.self).pointee, rhs.assumingMemoryBound(to: P.self).pointee)
  }

  private static func sameLocations<L: LocationCompared>(
    _: L.Type, _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer
  ) -> Bool {
    L.sameLocation(
      lhs.assumingMemoryBound(to: L.self).pointee, rhs.assumingMemoryBound(to: L.self).pointee)
  }

  private static func sizeOf<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
}

/// A binding, or an optional one (`\.editMode`): two are equal when they read and write the same
/// storage. Their value needs no comparing: a view that reads it through the binding depends on
/// that storage and updates when it changes (B03).
protocol LocationCompared {
  static func sameLocation(_ lhs: Self, _ rhs: Self) -> Bool
}

extension Binding: LocationCompared {
  static func sameLocation(_ lhs: Self, _ rhs: Self) -> Bool {
    lhs.location.isSame(as: rhs.location)
  }
}

extension Optional: LocationCompared where Wrapped: LocationCompared {
  static func sameLocation(_ lhs: Self, _ rhs: Self) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case (let left?, let right?): return Wrapped.sameLocation(left, right)
    default: return false
    }
  }
}

/// Lets the runtime look inside an `Optional` without knowing its wrapped type statically.
protocol OptionalValue {
  static var wrappedType: Any.Type { get }
  var wrappedAny: Any? { get }
  /// Whether the optionals at `lhs` and `rhs` are both `nil`, or both wrapped values that
  /// `wrapped` calls equal.
  static func equalOptionals(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ wrapped: ValueComparison
  ) -> Bool
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedAny: Any? { self.map { $0 as Any } }

  static func equalOptionals(
    _ lhs: UnsafeRawPointer, _ rhs: UnsafeRawPointer, _ wrapped: ValueComparison
  ) -> Bool {
    switch (
      lhs.assumingMemoryBound(to: Self.self).pointee, rhs.assumingMemoryBound(to: Self.self).pointee
    ) {
    case (nil, nil): return true
    case (let left?, let right?): return wrapped.equal(left, right)
    default: return false
    }
  }
}

/// The object a value holds, looking through one level of `Optional`.
func heldObject(in value: Any) -> AnyObject? {
  if let optional = value as? any OptionalValue {
    guard let wrapped = optional.wrappedAny else { return nil }
    return heldObject(in: wrapped)
  }
  return type(of: value) is AnyClass ? value as AnyObject : nil
}
