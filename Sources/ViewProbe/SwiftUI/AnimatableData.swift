import Foundation

// The `Animatable` conformances SwiftUI declares for its own value types, and what the
// `@Animatable` macro (iOS 26) writes its `animatableData` with. ViewProbe applies every change at
// once, so nothing reads the data while a change animates; a test or an app may still read and
// write it, and it holds what SwiftUI's does.

/// Synthesizes the type's `Animatable` conformance and its `animatableData` from its stored
/// `var`s (each one's own data when it is `Animatable`, the value when it is
/// `VectorArithmetic`), paired in declaration order. Mark a property that cannot take part with
/// `@AnimatableIgnored`.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "ViewProbeMacros", type: "AnimatableMacro")

/// Leaves a property out of the `animatableData` that `@Animatable` synthesizes.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() =
  #externalMacro(module: "ViewProbeMacros", type: "AnimatableIgnoredMacro")

/// The data `@Animatable` reads from a `VectorArithmetic` member: the value itself.
public func _animatableMemberData<Member: VectorArithmetic>(_ member: Member) -> Member { member }

/// The data `@Animatable` reads from an `Animatable` member: its `animatableData`.
public func _animatableMemberData<Member: Animatable>(_ member: Member) -> Member.AnimatableData {
  member.animatableData
}

/// The data of a member that is both (`Double`, `CGFloat`): its `animatableData`, itself.
public func _animatableMemberData<Member: Animatable & VectorArithmetic>(
  _ member: Member
) -> Member.AnimatableData {
  member.animatableData
}

/// Writes interpolated data back into a `VectorArithmetic` member.
public func _setAnimatableMemberData<Member: VectorArithmetic>(
  _ member: inout Member, _ data: Member
) {
  member = data
}

/// Writes interpolated data back into an `Animatable` member.
public func _setAnimatableMemberData<Member: Animatable>(
  _ member: inout Member, _ data: Member.AnimatableData
) {
  member.animatableData = data
}

/// Writes interpolated data back into a member that is both.
public func _setAnimatableMemberData<Member: Animatable & VectorArithmetic>(
  _ member: inout Member, _ data: Member.AnimatableData
) {
  member.animatableData = data
}

/// The synthesized property's new value as the concrete pair its getter builds (`current`):
/// the property's type is opaque, since the macro cannot name its members' types.
public func _animatableDataUnwrapped<Opaque, Concrete>(
  _ value: Opaque, as current: Concrete
) -> Concrete {
  // The opaque type is the concrete one: the getter is what defines it.
  value as? Concrete ?? current
}

extension Double: Animatable {
  /// The value itself (iOS 17).
  public var animatableData: Double {
    get { self }
    set { self = newValue }
  }
}

extension Float: Animatable {
  /// The value itself (iOS 17).
  public var animatableData: Float {
    get { self }
    set { self = newValue }
  }
}

extension CGFloat: Animatable {
  /// The value itself (iOS 17).
  public var animatableData: CGFloat {
    get { self }
    set { self = newValue }
  }
}

extension Angle: Animatable {
  /// The angle in radians.
  public var animatableData: Double {
    get { radians }
    set { radians = newValue }
  }
}

extension CGPoint: Animatable {
  /// `x` and `y`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension CGSize: Animatable {
  /// `width` and `height`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(width, height) }
    set { (width, height) = (newValue.first, newValue.second) }
  }
}

extension CGRect: Animatable {
  /// The origin's data and the size's.
  public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
    get { AnimatablePair(origin.animatableData, size.animatableData) }
    set {
      origin.animatableData = newValue.first
      size.animatableData = newValue.second
    }
  }
}

extension UnitPoint: Animatable {
  /// `x` and `y`.
  public var animatableData: AnimatablePair<CGFloat, CGFloat> {
    get { AnimatablePair(x, y) }
    set { (x, y) = (newValue.first, newValue.second) }
  }
}

extension EdgeInsets: Animatable {
  /// Top, leading, bottom and trailing, paired in that order.
  public var animatableData:
    AnimatablePair<
      CGFloat, AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>
    >
  {
    get { AnimatablePair(top, AnimatablePair(leading, AnimatablePair(bottom, trailing))) }
    set {
      top = newValue.first
      leading = newValue.second.first
      bottom = newValue.second.second.first
      trailing = newValue.second.second.second
    }
  }
}

extension StrokeStyle: Animatable {
  /// The line width, miter limit and dash phase (the dash lengths do not animate).
  public var animatableData: AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>> {
    get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
    set {
      lineWidth = newValue.first
      miterLimit = newValue.second.first
      dashPhase = newValue.second.second
    }
  }
}
