// App-style views written as an app writes them, compiled unchanged against ViewProbe, in
// Swift 6 (CompatibilityCorpusTests) and Swift 5 (CompatibilityCorpusSwift5Tests) modes.
#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A weather dashboard: a refresh timer, a clock, a radar image, gauges and a city search.
struct WeatherDashboard: View {
  @SceneStorage("dashboard.city") private var city = "Lisbon"
  @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 28
  @Namespace private var cards
  @State private var query = ""
  @State private var refreshes = 0
  @State private var showsDetail = false
  @State private var accent = Color.orange
  @State private var detent = PresentationDetent.medium
  @State private var showsLegend = false
  let refreshTimer = Timer.publish(every: 60, on: .main, in: .common).autoconnect()

  var body: some View {
    NavigationStack {
      List {
        TimelineView(.everyMinute) { context in
          Text(context.date, style: .time)
        }
        GroupBox("Now in \(city)") {
          Gauge(value: 18, in: -10...40) {
            Text("Temperature")
          } currentValueLabel: {
            Text("\(18.0, specifier: "%.0f")°")
          }
          .gaugeStyle(.accessoryLinear)
          Label("Humid", systemImage: "humidity")
            .symbolRenderingMode(.hierarchical)
            .symbolEffect(.bounce, value: refreshes)
            .frame(width: iconSize)
        }
        .matchedGeometryEffect(id: "now", in: cards)
        AsyncImage(url: URL(string: "https://example.com/radar.png")) { image in
          image.resizable().scaledToFit()
        } placeholder: {
          ProgressView("Loading radar")
        }
        ColorPicker("Accent", selection: $accent, supportsOpacity: false)
        Text("refreshed \(refreshes)")
        Canvas { context, size in
          context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(accent))
        }
        .frame(height: 4)
      }
      .searchable(
        text: $query, placement: .navigationBarDrawer(displayMode: .always), prompt: "City"
      )
      .onSubmit(of: .search) { city = query }
      .onReceive(refreshTimer) { _ in refreshes += 1 }
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Details", systemImage: "info.circle") { showsDetail = true }
        }
        ToolbarItem(placement: .topBarLeading) {
          Button("Legend") { showsLegend = true }
            .popover(isPresented: $showsLegend, arrowEdge: .top) {
              Text("Legend").presentationCompactAdaptation(.popover)
            }
        }
      }
      .navigationDestination(isPresented: $showsDetail) {
        ForecastDetail(city: city)
          .presentationDetents([.medium, .large], selection: $detent)
      }
    }
  }
}

struct ForecastDetail: View {
  let city: String
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    ControlGroup {
      Button("Close") { dismiss() }
    }
    Text("Forecast for \(city)")
  }
}
