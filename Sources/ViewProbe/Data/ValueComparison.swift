/// How two values of one type are compared when the graph decides whether something changed.
///
/// SwiftUI compares POD values bitwise, `Equatable` values with `==` and references by identity;
/// anything it cannot prove equal (closures, non-`Equatable` structs with references) counts as
/// changed. The strategy is chosen once per type, never per comparison.
enum ValueComparison: @unchecked Sendable {
  case equatable(any Equatable.Type)
  case location(any LocationCompared.Type)
  case bitwise(size: Int)
  case never

  /// The strategy for `type`.
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
}

extension Optional: OptionalValue {
  static var wrappedType: Any.Type { Wrapped.self }
  var wrappedAny: Any? { self.map { $0 as Any } }
}

/// The object a value holds, looking through one level of `Optional`.
func heldObject(in value: Any) -> AnyObject? {
  if let optional = value as? any OptionalValue {
    guard let wrapped = optional.wrappedAny else { return nil }
    return heldObject(in: wrapped)
  }
  return type(of: value) is AnyClass ? value as AnyObject : nil
}
