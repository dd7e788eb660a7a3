import Charts
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A sleep tracker's trends screen: a scrolling bar chart of nights with a goal rule, scales,
/// axis labels, a custom legend, range selection and a scrubbing gesture, and a ring of sleep
/// stages — Swift Charts' iOS 17 modifiers as apps write them. The chart draws nothing here; the
/// state around it (the scroll position, the selected nights) is what a test checks.
struct SleepNight: Identifiable {
  let id: Int
  let date: Date
  let hours: Double
  let stage: String
}

struct SleepTrendsScreen: View {
  let nights: [SleepNight]
  @State private var scrollDate: Date
  @State private var selectedNight: Date?
  @State private var selectedRange: ClosedRange<Date>?
  @State private var selectedHours: Double?

  init(nights: [SleepNight]) {
    self.nights = nights
    _scrollDate = State(initialValue: nights.last?.date ?? .distantPast)
  }

  private var selectionSummary: String {
    guard let selectedRange else { return "No nights selected" }
    let count = nights.filter { selectedRange.contains($0.date) }.count
    return "\(count) nights selected"
  }

  var body: some View {
    VStack(alignment: .leading) {
      Text(selectionSummary)
      Text("From \(Int(scrollDate.timeIntervalSince1970 / 86_400))")
      Button("Last three nights") {
        guard let last = nights.last?.date else { return }
        selectedRange = last.addingTimeInterval(-2 * 86_400)...last
      }
      Button("Back to start") { scrollDate = nights.first?.date ?? scrollDate }
      nightsChart
      stagesChart
    }
  }

  private var nightBars: some View {
    Chart {
      ForEach(nights) { night in
        BarMark(x: .value("Night", night.date, unit: .day), y: .value("Hours", night.hours))
          .foregroundStyle(by: .value("Stage", night.stage))
          .annotation(position: .top, alignment: .center, spacing: 2) {
            Text(night.hours, format: .number.precision(.fractionLength(1)))
          }
      }
      RuleMark(y: .value("Goal", 8))
        .lineStyle(StrokeStyle(lineWidth: 1, dash: [4]))
        .annotation(
          position: .top, overflowResolution: .init(x: .fit(to: .chart), y: .disabled)
        ) {
          Text("Goal")
        }
    }
  }

  private var scaledBars: some View {
    nightBars
      .chartYScale(domain: 0...12, range: .plotDimension(padding: 8))
      .chartXScale(type: .date)
      .chartXAxisLabel("Night", position: .bottom, alignment: .center)
      .chartYAxisLabel(position: .trailing) { Text("Hours") }
      .chartForegroundStyleScale(["Deep": Color.indigo, "Light": Color.teal])
  }

  private var nightsChart: some View {
    scaledBars
      .chartScrollableAxes(.horizontal)
      .chartXVisibleDomain(length: 7 * 86_400)
      .chartScrollPosition(x: $scrollDate)
      .chartScrollTargetBehavior(
        .valueAligned(matching: DateComponents(hour: 0), majorAlignment: .page)
      )
      .chartXSelection(value: $selectedNight)
      .chartXSelection(range: $selectedRange)
      .chartLegend(position: .bottom, alignment: .leading, spacing: 8) {
        HStack {
          Text("Deep")
          Text("Light")
        }
      }
      .frame(height: 220)
  }

  private var stagesChart: some View {
    Chart(nights) { night in
      SectorMark(angle: .value("Hours", night.hours), innerRadius: .ratio(0.6))
        .foregroundStyle(by: .value("Stage", night.stage))
    }
    .chartSymbolScale(domain: ["Deep", "Light"], range: [.circle, .square])
    .chartLineStyleScale(["Deep": StrokeStyle(lineWidth: 2)])
    .chartGesture { proxy in
      DragGesture(minimumDistance: 0)
        .onChanged { value in selectedHours = proxy.value(atY: value.location.y) }
    }
  }
}
