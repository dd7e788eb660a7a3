// MapKit's UIKit map, as apps wrapped it in a `UIViewRepresentable` before SwiftUI's `Map` had
// annotations and selection. Nothing is drawn: the map keeps its region and annotations, asks its
// delegate for each annotation's view when the annotation is added (every annotation is on
// screen), and tells the delegate of region changes and selections, as MapKit does, so a test
// drives it as a user would — `map.setCenter(coordinate, animated: true)` for a pan,
// `map.selectAnnotation(pin, animated: true)` for a tap on a pin.
import Foundation

/// Something shown on a map at a coordinate (not bound to the main actor, as MapKit's is not).
public protocol MKAnnotation: NSObjectProtocol {
  /// Where it is.
  var coordinate: CLLocationCoordinate2D { get }
  /// Its title (shown by a marker, and in its callout).
  var title: String? { get }
  /// Its subtitle.
  var subtitle: String? { get }
}

extension MKAnnotation {
  /// No title unless you declare one.
  public var title: String? { nil }
  /// No subtitle unless you declare one.
  public var subtitle: String? { nil }
}

/// A shape drawn over the map.
public protocol MKOverlay: MKAnnotation {}

/// An annotation that is a point with a title.
open class MKShape: NSObject, MKAnnotation {
  /// Its title.
  open var title: String?
  /// Its subtitle.
  open var subtitle: String?
  /// Where it is.
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }
}

/// A pin at a coordinate, with a title.
open class MKPointAnnotation: MKShape {
  private var point = CLLocationCoordinate2D()

  /// Where it is.
  open override var coordinate: CLLocationCoordinate2D {
    get { point }
    set { point = newValue }
  }

  /// A point at (0, 0).
  public override init() { super.init() }

  /// A point at `coordinate`.
  public convenience init(
    coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil
  ) {
    self.init()
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }
}

/// A line through coordinates.
open class MKPolyline: MKShape, MKOverlay {
  /// Its points.
  public let coordinates: [CLLocationCoordinate2D]

  init(points: [CLLocationCoordinate2D]) {
    coordinates = points
    super.init()
  }

  /// A line through the first `count` of `coords`.
  public convenience init(coordinates coords: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    self.init(points: Array(UnsafeBufferPointer(start: coords, count: count)))
  }

  /// A line through `coords`.
  public convenience init(coordinates coords: [CLLocationCoordinate2D], count: Int) {
    self.init(points: Array(coords.prefix(count)))
  }

  /// Its first point.
  open override var coordinate: CLLocationCoordinate2D {
    coordinates.first ?? CLLocationCoordinate2D()
  }
}

/// A circle around a coordinate.
open class MKCircle: MKShape, MKOverlay {
  private let center: CLLocationCoordinate2D
  /// Its radius, in metres.
  public let radius: CLLocationDistance

  /// A circle of `radius` metres around `coord`.
  public init(center coord: CLLocationCoordinate2D, radius: CLLocationDistance) {
    center = coord
    self.radius = radius
    super.init()
  }

  /// Its centre.
  open override var coordinate: CLLocationCoordinate2D { center }
}

/// How an overlay is drawn (nothing is drawn here).
open class MKOverlayRenderer: NSObject {
  /// The overlay it draws.
  public let overlay: any MKOverlay
  /// Its opacity.
  open var alpha: CGFloat = 1

  /// A renderer of `overlay`.
  public init(overlay: any MKOverlay) {
    self.overlay = overlay
    super.init()
  }
}

/// Draws a shape's outline and fill.
open class MKOverlayPathRenderer: MKOverlayRenderer {
  /// The outline's colour.
  open var strokeColor: UIColor?
  /// The fill's colour.
  open var fillColor: UIColor?
  /// The outline's width.
  open var lineWidth: CGFloat = 0
}

/// Draws a line.
open class MKPolylineRenderer: MKOverlayPathRenderer {
  /// A renderer of `polyline`.
  public init(polyline: MKPolyline) { super.init(overlay: polyline) }
}

/// Draws a circle.
open class MKCircleRenderer: MKOverlayPathRenderer {
  /// A renderer of `circle`.
  public init(circle: MKCircle) { super.init(overlay: circle) }
}

/// The view of an annotation on the map.
open class MKAnnotationView: UIView {
  /// The annotation it shows.
  open var annotation: (any MKAnnotation)?
  /// The identifier it is reused by.
  open private(set) var reuseIdentifier: String?
  /// Whether a tap shows its callout.
  open var canShowCallout = false
  /// The image it shows.
  open var image: UIImage?
  /// The view at the callout's right.
  open var rightCalloutAccessoryView: UIView?
  /// The view at the callout's left.
  open var leftCalloutAccessoryView: UIView?
  /// Whether it is selected.
  open var isSelected = false
  /// Whether the user can drag it.
  open var isDraggable = false

  /// A view of `annotation`, reused by `reuseIdentifier`.
  public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
    self.annotation = annotation
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
  }

  /// A view from an archive.
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Whether its annotation's title is drawn on the map (a marker's is).
  var showsTitle: Bool { false }
}

/// A balloon marker, which shows its annotation's title under it.
open class MKMarkerAnnotationView: MKAnnotationView {
  /// The marker's colour.
  open var markerTintColor: UIColor?
  /// The glyph's text.
  open var glyphText: String?
  /// The glyph's image.
  open var glyphImage: UIImage?

  override var showsTitle: Bool { true }
}

/// A pin (deprecated in iOS 16 for the marker).
open class MKPinAnnotationView: MKAnnotationView {
  /// The pin's colour.
  open var pinTintColor: UIColor?
  /// Whether the pin drops in.
  open var animatesDrop = false
}

/// The device's location on the map.
open class MKUserLocation: MKShape {}

/// The kinds of map.
public enum MKMapType: UInt, Sendable {
  /// Streets.
  case standard
  /// Satellite imagery.
  case satellite
  /// Imagery with streets.
  case hybrid
  /// Satellite imagery in 3D.
  case satelliteFlyover
  /// Imagery with streets in 3D.
  case hybridFlyover
  /// Streets, muted.
  case mutedStandard
}

/// What a map tells its delegate, and asks it. Every method has a default, as MapKit's optional
/// methods do.
@preconcurrency @MainActor
public protocol MKMapViewDelegate: NSObjectProtocol {
  /// The visible region is about to change.
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool)
  /// The visible region changed (also while the user pans).
  func mapViewDidChangeVisibleRegion(_ mapView: MKMapView)
  /// The visible region changed.
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool)
  /// The view for `annotation` (`nil`: the standard marker).
  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView?
  /// An annotation's view was selected.
  func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView)
  /// An annotation's view was deselected.
  func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView)
  /// A control in an annotation's callout was tapped.
  func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl)
  /// How to draw `overlay`.
  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer
}

extension MKMapViewDelegate {
  /// Does nothing unless you implement it.
  public func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {}
  /// Does nothing unless you implement it.
  public func mapViewDidChangeVisibleRegion(_ mapView: MKMapView) {}
  /// Does nothing unless you implement it.
  public func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {}
  /// The standard marker unless you implement it.
  public func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation)
    -> MKAnnotationView?
  { nil }
  /// Does nothing unless you implement it.
  public func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) {}
  /// Does nothing unless you implement it.
  public func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) {}
  /// Does nothing unless you implement it.
  public func mapView(
    _ mapView: MKMapView, annotationView view: MKAnnotationView,
    calloutAccessoryControlTapped control: UIControl
  ) {}
  /// A plain renderer unless you implement it.
  public func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay)
    -> MKOverlayRenderer
  { MKOverlayRenderer(overlay: overlay) }
}

/// MapKit's map view. It keeps its region, annotations and overlays; the delegate hears of each
/// change as MapKit tells it (a region set by code too). Each annotation's view is asked for as it
/// is added — the delegate's, or a standard marker — and a marker's title is on screen
/// (`visibleTexts`).
open class MKMapView: UIView, _UIKitTextShowing {
  /// Its delegate.
  open weak var delegate: (any MKMapViewDelegate)?
  /// The kind of map.
  open var mapType = MKMapType.standard
  /// Whether it shows the device's location.
  open var showsUserLocation = false
  /// Whether the user can zoom.
  open var isZoomEnabled = true
  /// Whether the user can pan.
  open var isScrollEnabled = true
  /// Whether the user can rotate.
  open var isRotateEnabled = true
  /// Whether the user can tilt.
  open var isPitchEnabled = true
  /// Whether it shows a compass.
  open var showsCompass = true
  /// The visible region.
  open private(set) var region = MKCoordinateRegion(
    center: CLLocationCoordinate2D(latitude: 37.334_9, longitude: -122.009),
    span: MKCoordinateSpan(latitudeDelta: 0.05, longitudeDelta: 0.05))
  /// Its annotations, in the order they were added.
  open private(set) var annotations: [any MKAnnotation] = []
  /// Its overlays, in the order they were added.
  open private(set) var overlays: [any MKOverlay] = []
  /// The annotations selected.
  open private(set) var selectedAnnotations: [any MKAnnotation] = []
  private var views: [ObjectIdentifier: MKAnnotationView] = [:]
  private var spareViews: [String: [MKAnnotationView]] = [:]

  /// The visible region's centre.
  open var centerCoordinate: CLLocationCoordinate2D {
    get { region.center }
    set { setCenter(newValue, animated: false) }
  }

  /// Shows `region`, telling the delegate as a pan would.
  open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    delegate?.mapView(self, regionWillChangeAnimated: animated)
    self.region = region
    delegate?.mapViewDidChangeVisibleRegion(self)
    delegate?.mapView(self, regionDidChangeAnimated: animated)
  }

  /// How the map is drawn (a street map unless set; kept, not drawn).
  open var preferredConfiguration: MKMapConfiguration = MKStandardMapConfiguration()

  private var eye = (distance: CLLocationDistance(0), pitch: CGFloat(0), heading: 0.0)

  /// Where the map looks from: the visible region's centre, with the distance, pitch and heading
  /// last set. Setting it centres the map there (its span kept), as a pan would.
  open var camera: MKMapCamera {
    get {
      MKMapCamera(
        lookingAtCenter: region.center, fromDistance: eye.distance, pitch: eye.pitch,
        heading: eye.heading)
    }
    set { setCamera(newValue, animated: false) }
  }

  /// Looks from `camera`, telling the delegate as a pan would.
  open func setCamera(_ camera: MKMapCamera, animated: Bool) {
    eye = (camera.centerCoordinateDistance, camera.pitch, camera.heading)
    setCenter(camera.centerCoordinate, animated: animated)
  }

  /// Centres the map on `coordinate` (its span kept), telling the delegate as a pan would.
  open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    setRegion(MKCoordinateRegion(center: coordinate, span: region.span), animated: animated)
  }

  /// Adds `annotation`, asking the delegate for its view.
  open func addAnnotation(_ annotation: any MKAnnotation) {
    guard views[ObjectIdentifier(annotation)] == nil else { return }
    annotations.append(annotation)
    let view =
      delegate?.mapView(self, viewFor: annotation)
      ?? MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: nil)
    view.annotation = annotation
    views[ObjectIdentifier(annotation)] = view
  }

  /// Adds `annotations`.
  open func addAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { addAnnotation(annotation) }
  }

  /// Removes `annotation` (its view becomes reusable).
  open func removeAnnotation(_ annotation: any MKAnnotation) {
    annotations.removeAll { $0 === annotation }
    selectedAnnotations.removeAll { $0 === annotation }
    if let view = views.removeValue(forKey: ObjectIdentifier(annotation)),
      let identifier = view.reuseIdentifier
    {
      spareViews[identifier, default: []].append(view)
    }
  }

  /// Removes `annotations`.
  open func removeAnnotations(_ annotations: [any MKAnnotation]) {
    for annotation in annotations { removeAnnotation(annotation) }
  }

  /// The view of `annotation` (every annotation is on screen).
  open func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    views[ObjectIdentifier(annotation)]
  }

  /// A view no annotation uses now, reusable by `identifier`.
  open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    spareViews[identifier]?.popLast()
  }

  /// Selects `annotation`, as a tap on its view does, telling the delegate.
  open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
    guard let view = views[ObjectIdentifier(annotation)] else { return }
    for selected in selectedAnnotations where selected !== annotation {
      deselectAnnotation(selected, animated: animated)
    }
    guard !view.isSelected else { return }
    view.isSelected = true
    selectedAnnotations = [annotation]
    delegate?.mapView(self, didSelect: view)
  }

  /// Deselects `annotation`, telling the delegate.
  open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
    guard let annotation, let view = views[ObjectIdentifier(annotation)], view.isSelected else {
      return
    }
    view.isSelected = false
    selectedAnnotations.removeAll { $0 === annotation }
    delegate?.mapView(self, didDeselect: view)
  }

  /// Adds `overlay`.
  open func addOverlay(_ overlay: any MKOverlay) { overlays.append(overlay) }
  /// Adds `overlays`.
  open func addOverlays(_ overlays: [any MKOverlay]) { self.overlays += overlays }
  /// Removes `overlay`.
  open func removeOverlay(_ overlay: any MKOverlay) { overlays.removeAll { $0 === overlay } }
  /// Removes `overlays`.
  open func removeOverlays(_ overlays: [any MKOverlay]) {
    for overlay in overlays { removeOverlay(overlay) }
  }

  /// The titles its markers show, in the order their annotations were added.
  public var _shownTexts: [String] {
    annotations.compactMap { annotation in
      guard let view = views[ObjectIdentifier(annotation)], view.showsTitle, !view.isHidden
      else { return nil }
      return annotation.title ?? nil
    }
  }
}
