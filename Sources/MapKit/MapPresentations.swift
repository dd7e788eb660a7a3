// iOS 17 and 18's map view modifiers beyond the map itself: a scope that ties stand-alone map
// controls to their map, the Look Around viewer, a place's detail sheet or popover, and camera
// keyframes. There is no imagery and no place card here: the viewer and the detail sheet are not
// presented (their bindings keep what the app sets, and nothing covers the app — Guide §8), and
// the camera never moves.
import Foundation
import ViewProbe

/// The kinds of points of interest a map or a Look Around scene shows.
public struct PointOfInterestCategories: Sendable {
  let included: [MKPointOfInterestCategory]?
  let excluded: [MKPointOfInterestCategory]

  /// Every kind.
  public static var all: PointOfInterestCategories { Self(included: nil, excluded: []) }
  /// None.
  public static var excludingAll: PointOfInterestCategories { Self(included: [], excluded: []) }
  /// Only `categories`.
  public static func including(_ categories: [MKPointOfInterestCategory])
    -> PointOfInterestCategories
  { Self(included: categories, excluded: []) }
  /// Only `categories`.
  public static func including(_ categories: MKPointOfInterestCategory...)
    -> PointOfInterestCategories
  { including(categories) }
  /// All but `categories`.
  public static func excluding(_ categories: [MKPointOfInterestCategory])
    -> PointOfInterestCategories
  { Self(included: nil, excluded: categories) }
  /// All but `categories`.
  public static func excluding(_ categories: MKPointOfInterestCategory...)
    -> PointOfInterestCategories
  { excluding(categories) }
}

nonisolated extension View {
  /// Ties the map controls in this view (`MapUserLocationButton(scope:)`, `MapCompass(scope:)`)
  /// to the map made with the same `scope` (nothing is drawn).
  public func mapScope(_ scope: Namespace.ID) -> some View { self }

  /// Presents the Look Around viewer on `initialScene` while `isPresented` is true (not
  /// presented here: there is no imagery; the binding keeps what the app sets).
  public func lookAroundViewer(
    isPresented: Binding<Bool>, initialScene: MKLookAroundScene?, allowsNavigation: Bool = true,
    showsRoadLabels: Bool = true, pointsOfInterest: PointOfInterestCategories = .all,
    onDismiss: (() -> Void)? = nil
  ) -> some View { self }

  /// Presents the Look Around viewer on the scene `scene` holds while `isPresented` is true (not
  /// presented here).
  public func lookAroundViewer(
    isPresented: Binding<Bool>, scene: Binding<MKLookAroundScene?>,
    allowsNavigation: Bool = true, showsRoadLabels: Bool = true,
    pointsOfInterest: PointOfInterestCategories = .all, onDismiss: (() -> Void)? = nil
  ) -> some View { self }

  /// Presents a place's detail sheet while `item` is not `nil` (iOS 18; not presented here: the
  /// binding keeps what the app sets).
  public func mapItemDetailSheet(item: Binding<MKMapItem?>, displaysMap: Bool = true)
    -> some View
  { self }

  /// Presents `item`'s detail sheet while `isPresented` is true (iOS 18; not presented here).
  public func mapItemDetailSheet(
    isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true
  ) -> some View { self }

  /// Presents a place's detail popover while `item` is not `nil` (iOS 18; not presented here).
  public func mapItemDetailPopover(
    item: Binding<MKMapItem?>, displaysMap: Bool = true,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)
  ) -> some View { self }

  /// Presents a place's detail popover with its arrow on `arrowEdge` (iOS 18; not presented).
  public func mapItemDetailPopover(
    item: Binding<MKMapItem?>, displaysMap: Bool = true,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge
  ) -> some View { self }

  /// Presents `item`'s detail popover while `isPresented` is true (iOS 18; not presented).
  public func mapItemDetailPopover(
    isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds)
  ) -> some View { self }

  /// Presents `item`'s detail popover with its arrow on `arrowEdge` (iOS 18; not presented).
  public func mapItemDetailPopover(
    isPresented: Binding<Bool>, item: MKMapItem?, displaysMap: Bool = true,
    attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge
  ) -> some View { self }

  /// Moves the map's camera through `keyframes` when `trigger` changes (the camera never moves
  /// here: the closure is not called).
  public func mapCameraKeyframeAnimator(
    trigger: some Equatable,
    @KeyframesBuilder<MapCamera> keyframes: @escaping (MapCamera) -> some Keyframes<MapCamera>
  ) -> some View { self }
}
