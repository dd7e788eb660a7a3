/// Something a person does with a view — a tap, a drag, a long press, a pinch, a twist — and the
/// value it produces. ViewProbe has no touches: a test drives a gesture with `FoundView.tap()`,
/// `drag(by:)`, `longPress()`, `magnify(by:)` or `rotate(by:)`, which run the gesture's
/// `onChanged`, `updating` and `onEnded` closures as SwiftUI would at the end of that gesture.
public protocol Gesture<Value> {
  /// What the gesture reports while it changes and when it ends.
  associatedtype Value
}

/// One event a test sends to the gestures of a view.
enum GestureEvent {
  case tap(location: CGPoint, count: Int)
  case drag(translation: CGSize, ended: Bool, start: CGPoint = .zero)
  case longPress(ended: Bool)
  case magnify(by: CGFloat, ended: Bool)
  case rotate(by: Angle, ended: Bool)

  var ended: Bool {
    switch self {
    case .tap: return true
    case .drag(_, let ended, _), .longPress(let ended), .magnify(_, let ended),
      .rotate(_, let ended):
      return ended
    }
  }
}

/// How the harness delivers an event to a gesture: whether the gesture handles events of that
/// kind at all, the value it reports for one it recognises (nil when it does not, as a drag
/// shorter than its `minimumDistance`), and running its closures.
@MainActor
protocol GestureDriving {
  func takes(_ event: GestureEvent) -> Bool
  func anyValue(for event: GestureEvent) -> Any?
  func deliver(_ event: GestureEvent)
}

extension GestureDriving {
  func takes(_ event: GestureEvent) -> Bool { anyValue(for: event) != nil }
}

// MARK: - Built-in gestures

/// A tap (or `count` taps).
public struct TapGesture: Gesture {
  /// Nothing: a tap happened.
  public typealias Value = Void
  /// The number of taps.
  public var count: Int
  /// A gesture of `count` taps.
  public init(count: Int = 1) { self.count = count }
}

/// A tap (or `count` taps) that reports where it landed: at `.zero` here, as there is no layout.
public struct SpatialTapGesture: Gesture {
  /// Where the tap landed.
  public struct Value: Equatable, Sendable {
    /// The tap's location in the gesture's coordinate space.
    public var location: CGPoint
  }
  /// The number of taps.
  public var count: Int
  /// The space `location` is given in.
  public var coordinateSpace: CoordinateSpace
  /// A gesture of `count` taps, located in `coordinateSpace`.
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
    self.count = count
    self.coordinateSpace = coordinateSpace
  }
}

/// A drag: its value says how far the touch moved.
public struct DragGesture: Gesture {
  /// Where a drag stands.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// Where the touch is now.
    public var location: CGPoint
    /// Where the touch started.
    public var startLocation: CGPoint
    /// How far the touch moved from where it started.
    public var translation: CGSize {
      CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
    }
    /// The speed of the touch (zero: the harness moves it in one step).
    public var velocity: CGSize { .zero }
    /// Where the touch would stop if released now (where it is).
    public var predictedEndLocation: CGPoint { location }
    /// How far the touch would have moved if released now (its translation).
    public var predictedEndTranslation: CGSize { translation }
  }
  /// How far the touch must move before the drag begins.
  public var minimumDistance: CGFloat
  /// The coordinate space of the values.
  public var coordinateSpace: CoordinateSpace
  /// A drag gesture.
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
    self.minimumDistance = minimumDistance
    self.coordinateSpace = coordinateSpace
  }
}

/// A long press: its value is whether the press is still down.
public struct LongPressGesture: Gesture {
  /// Whether the press is down.
  public typealias Value = Bool
  /// How long the press must last.
  public var minimumDuration: Double
  /// How far the touch may move.
  public var maximumDistance: CGFloat
  /// A long-press gesture.
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
    self.minimumDuration = minimumDuration
    self.maximumDistance = maximumDistance
  }
}

/// A pinch (iOS 17): its value holds the magnification.
public struct MagnifyGesture: Gesture {
  /// Where a pinch stands.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The scale of the pinch (1: unchanged).
    public var magnification: CGFloat
    /// The speed of the pinch (zero).
    public var velocity: CGFloat
    /// Where the pinch started.
    public var startLocation: CGPoint
    /// Where the pinch started, in unit coordinates.
    public var startAnchor: UnitPoint
  }
  /// The smallest change reported.
  public var minimumScaleDelta: CGFloat
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A pinch (before iOS 17): its value is the magnification.
public struct MagnificationGesture: Gesture {
  /// The scale of the pinch.
  public typealias Value = CGFloat
  /// The smallest change reported.
  public var minimumScaleDelta: CGFloat
  /// A pinch gesture.
  public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
}

/// A twist (iOS 17): its value holds the rotation.
public struct RotateGesture: Gesture {
  /// Where a twist stands.
  public struct Value: Equatable, Sendable {
    /// When the event happened.
    public var time: Date
    /// The rotation so far.
    public var rotation: Angle
    /// The speed of the twist (zero).
    public var velocity: Angle
    /// Where the twist started.
    public var startLocation: CGPoint
    /// Where the twist started, in unit coordinates.
    public var startAnchor: UnitPoint
  }
  /// The smallest change reported.
  public var minimumAngleDelta: Angle
  /// A twist gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

/// A twist (before iOS 17): its value is the rotation.
public struct RotationGesture: Gesture {
  /// The rotation.
  public typealias Value = Angle
  /// The smallest change reported.
  public var minimumAngleDelta: Angle
  /// A twist gesture.
  public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
}

extension TapGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    if case .tap(_, let taps) = event, taps == count { return () }
    return nil
  }
  func deliver(_ event: GestureEvent) {}
}

extension SpatialTapGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    if case .tap(let location, let taps) = event, taps == count { return Value(location: location) }
    return nil
  }
  func deliver(_ event: GestureEvent) {}
}

extension DragGesture: GestureDriving {
  func takes(_ event: GestureEvent) -> Bool {
    if case .drag = event { return true }
    return false
  }

  /// The drag's value, or nil for a drag shorter than `minimumDistance`: SwiftUI does not
  /// recognise it, so none of its closures run.
  func anyValue(for event: GestureEvent) -> Any? {
    guard case .drag(let translation, _, let start) = event,
      (translation.width * translation.width + translation.height * translation.height)
        .squareRoot() >= minimumDistance
    else { return nil }
    return Value(
      time: Date(),
      location: CGPoint(x: start.x + translation.width, y: start.y + translation.height),
      startLocation: start)
  }
  func deliver(_ event: GestureEvent) {}
}

extension LongPressGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    guard case .longPress = event else { return nil }
    return true
  }
  func deliver(_ event: GestureEvent) {}
}

extension MagnifyGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    guard case .magnify(let scale, _) = event else { return nil }
    return Value(
      time: Date(), magnification: scale, velocity: 0, startLocation: .zero, startAnchor: .center)
  }
  func deliver(_ event: GestureEvent) {}
}

extension MagnificationGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    guard case .magnify(let scale, _) = event else { return nil }
    return scale
  }
  func deliver(_ event: GestureEvent) {}
}

extension RotateGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    guard case .rotate(let angle, _) = event else { return nil }
    return Value(
      time: Date(), rotation: angle, velocity: .zero, startLocation: .zero, startAnchor: .center)
  }
  func deliver(_ event: GestureEvent) {}
}

extension RotationGesture: GestureDriving {
  func anyValue(for event: GestureEvent) -> Any? {
    guard case .rotate(let angle, _) = event else { return nil }
    return angle
  }
  func deliver(_ event: GestureEvent) {}
}
