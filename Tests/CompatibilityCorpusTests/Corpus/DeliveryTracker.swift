import ActivityKit
import Foundation
import WidgetKit

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// A food order's Live Activity: the order is fixed, its status changes.
struct DeliveryAttributes: ActivityAttributes {
  struct ContentState: Codable, Hashable {
    var status: String
    var minutesLeft: Int
  }

  var orderNumber: Int
  var restaurant: String
}

/// The order screen: it starts the order's Live Activity, moves it along, and ends it.
struct DeliveryTracker: View {
  @State private var activity: Activity<DeliveryAttributes>?
  @State private var note = ""

  var body: some View {
    VStack {
      if let activity {
        Text("Tracking order #\(activity.attributes.orderNumber)")
        Button("Out for delivery") {
          Task {
            await activity.update(
              ActivityContent(
                state: .init(status: "On the way", minutesLeft: 12),
                staleDate: Date().addingTimeInterval(30 * 60)),
              alertConfiguration: AlertConfiguration(
                title: "Your order is on the way", body: "About 12 minutes", sound: .default))
          }
        }
        Button("Delivered") {
          Task {
            await activity.end(
              ActivityContent(state: .init(status: "Delivered", minutesLeft: 0), staleDate: nil),
              dismissalPolicy: .default)
            note = "Enjoy your meal"
          }
        }
        Button("Cancel order") {
          Task {
            await activity.end(nil, dismissalPolicy: .immediate)
            self.activity = nil
            note = "Order cancelled"
          }
        }
      } else {
        Button("Place order") { start() }
      }
      if !note.isEmpty { Text(note) }
    }
    .task(id: activity?.id) {
      guard let activity else { return }
      for await state in activity.activityStateUpdates where state == .dismissed {
        note = "Tracker closed"
      }
    }
  }

  private func start() {
    guard ActivityAuthorizationInfo().areActivitiesEnabled else {
      note = "Turn on Live Activities in Settings to follow your order"
      return
    }
    do {
      activity = try Activity.request(
        attributes: DeliveryAttributes(orderNumber: 42, restaurant: "Luigi's"),
        content: ActivityContent(
          state: .init(status: "In the oven", minutesLeft: 25), staleDate: nil),
        pushType: nil)
    } catch {
      note = "Could not start tracking: \(error)"
    }
  }
}

/// The Lock Screen view of a delivery.
struct DeliveryLockScreen: View {
  let context: ActivityViewContext<DeliveryAttributes>

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(context.attributes.restaurant) · #\(context.attributes.orderNumber)")
      Text(context.isStale ? "Updating…" : context.state.status)
      if context.state.minutesLeft > 0 { Text("\(context.state.minutesLeft) min") }
    }
    .activityBackgroundTint(.black.opacity(0.7))
    .activitySystemActionForegroundColor(.white)
  }
}

/// The widget extension's side of the Live Activity.
struct DeliveryActivityWidget: Widget {
  var body: some WidgetConfiguration {
    ActivityConfiguration(for: DeliveryAttributes.self) { context in
      DeliveryLockScreen(context: context)
    } dynamicIsland: { context in
      DynamicIsland {
        DynamicIslandExpandedRegion(.leading) { Text(context.attributes.restaurant) }
        DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutesLeft) min") }
        DynamicIslandExpandedRegion(.bottom) {
          Text(context.state.status)
            .dynamicIsland(verticalPlacement: .belowIfTooWide)
        }
      } compactLeading: {
        Image(systemName: "takeoutbag.and.cup.and.straw")
      } compactTrailing: {
        Text("\(context.state.minutesLeft)m")
      } minimal: {
        Image(systemName: "takeoutbag.and.cup.and.straw")
      }
      .keylineTint(.orange)
      .widgetURL(URL(string: "pizza://order/\(context.attributes.orderNumber)"))
    }
  }
}
