// Measurement formatting, which Linux's Foundation lacks (`MeasurementFormatter` is unavailable
// there and `Measurement` has no `formatted`): a unit converter's `Text(distance.formatted())` or
// `Text(weight, format: .measurement(width: .abbreviated))` would not compile. Declared only where
// Foundation is not Apple's, with Foundation's names. A measurement is shown in its own unit — the
// conversion to the locale's preferred unit that Apple's `.general` usage makes ("5 km" is
// "3.1 mi" on an American iPhone) is not modelled (Guide §8) — its number formatted for the
// locale, its unit in English: "5 km", "5km" (narrow), "5 kilometers" (wide), "21°C".
#if !canImport(Darwin)
  extension Measurement where UnitType: Dimension {
    /// How a measurement is formatted: the unit's width, the locale, the usage and the number's
    /// style.
    public struct FormatStyle: Foundation.FormatStyle, Hashable, Sendable {
      /// How much of the unit's name is written.
      public struct UnitWidth: Codable, Hashable, Sendable {
        let rawValue: Int
        /// The full name: "5 kilometers".
        public static var wide: Self { Self(rawValue: 0) }
        /// The symbol: "5 km".
        public static var abbreviated: Self { Self(rawValue: 1) }
        /// The symbol, without a space: "5km".
        public static var narrow: Self { Self(rawValue: 2) }
      }

      /// How much of the unit's name is written.
      public var width: UnitWidth
      /// The locale the number is formatted for.
      public var locale: Locale
      /// What the measurement is of (kept; the unit is not converted by it here).
      public var usage: MeasurementFormatUnitUsage<UnitType>?
      /// How the number is formatted (the locale's default when `nil`).
      public var numberFormatStyle: FloatingPointFormatStyle<Double>?

      /// A style of `width`, for `locale`, `usage` and `numberFormatStyle`.
      public init(
        width: UnitWidth, locale: Locale = .autoupdatingCurrent,
        usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
      ) {
        self.width = width
        self.locale = locale
        self.usage = usage
        self.numberFormatStyle = numberFormatStyle
      }

      /// `measurement` written out: "5 km".
      public func format(_ measurement: Measurement<UnitType>) -> String {
        let number = (numberFormatStyle ?? FloatingPointFormatStyle<Double>())
          .locale(locale).format(measurement.value)
        let name = UnitName(measurement.unit)
        switch width {
        case .wide: return "\(number) \(measurement.value == 1 ? name.singular : name.plural)"
        case .narrow: return number + name.symbol
        default: return name.abbreviated(number)
        }
      }

      /// This style for `locale`.
      public func locale(_ locale: Locale) -> Self {
        var style = self
        style.locale = locale
        return style
      }
    }

    /// The measurement written out with its abbreviated unit for the current locale.
    public func formatted() -> String { FormatStyle(width: .abbreviated).format(self) }

    /// The measurement formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput
    where S.FormatInput == Measurement<UnitType> {
      style.format(self)
    }
  }

  /// What a measurement is of, which chooses the unit it is shown in on Apple's platforms (kept
  /// here, where a measurement is shown in its own unit).
  public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let name: String
    /// Any measurement.
    public static var general: Self { Self(name: "general") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(name: "asProvided") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// A person's height.
    public static var personHeight: Self { Self(name: "personHeight") }
    /// A distance by road.
    public static var road: Self { Self(name: "road") }
    /// A lens's focal length.
    public static var focalLength: Self { Self(name: "focalLength") }
    /// Rain.
    public static var rainfall: Self { Self(name: "rainfall") }
    /// Snow.
    public static var snowfall: Self { Self(name: "snowfall") }
    /// How far one can see.
    public static var visibility: Self { Self(name: "visibility") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// A person's temperature.
    public static var person: Self { Self(name: "person") }
    /// The weather's temperature.
    public static var weather: Self { Self(name: "weather") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitMass {
    /// A person's weight.
    public static var personWeight: Self { Self(name: "personWeight") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Food energy.
    public static var food: Self { Self(name: "food") }
    /// Energy burned in a workout.
    public static var workout: Self { Self(name: "workout") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitVolume {
    /// A liquid's volume.
    public static var liquid: Self { Self(name: "liquid") }
  }

  extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind speed.
    public static var wind: Self { Self(name: "wind") }
  }

  extension FormatStyle {
    /// A measurement's format: `Text(distance, format: .measurement(width: .abbreviated))`.
    public static func measurement<UnitType: Dimension>(
      width: Measurement<UnitType>.FormatStyle.UnitWidth,
      usage: MeasurementFormatUnitUsage<UnitType> = .general,
      numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
      Measurement<UnitType>.FormatStyle(
        width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
  }

  /// Formats measurements and units, as Foundation's `MeasurementFormatter` (unavailable in
  /// Linux's Foundation) does, in the measurement's own unit.
  public final class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How a formatter chooses and writes units.
    public struct UnitOptions: OptionSet, Sendable {
      /// The options' bits.
      public let rawValue: UInt
      /// Options from bits.
      public init(rawValue: UInt) { self.rawValue = rawValue }
      /// The measurement's own unit.
      public static let providedUnit = UnitOptions(rawValue: 1)
      /// A unit of a size that suits the value (kept; the unit is not changed here).
      public static let naturalScale = UnitOptions(rawValue: 2)
      /// A temperature without its unit: "21°".
      public static let temperatureWithoutUnit = UnitOptions(rawValue: 4)
    }

    /// How the unit is chosen and written.
    public var unitOptions: UnitOptions = []
    /// How much of the unit's name is written: `.short` "5km", `.medium` "5 km", `.long` "5
    /// kilometers".
    public var unitStyle: Formatter.UnitStyle = .medium
    /// The locale the number is formatted for.
    public var locale: Locale! = .current
    /// How the number is formatted (a decimal formatter unless set).
    public var numberFormatter: NumberFormatter! = {
      let formatter = NumberFormatter()
      formatter.numberStyle = .decimal
      return formatter
    }()

    /// A formatter.
    public override init() { super.init() }

    /// Decoding a formatter is not supported on Linux.
    public required init?(coder: NSCoder) { nil }

    /// `measurement` written out.
    public func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
      numberFormatter.locale = locale
      let number =
        numberFormatter.string(from: NSNumber(value: measurement.value)) ?? "\(measurement.value)"
      let name = UnitName(measurement.unit)
      if name.isTemperature, unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
      switch unitStyle {
      case .long: return "\(number) \(measurement.value == 1 ? name.singular : name.plural)"
      case .short: return number + name.symbol
      default: return name.abbreviated(number)
      }
    }

    /// `unit`'s name: its symbol, or its plural name for `.long`.
    public func string(from unit: Unit) -> String {
      let name = UnitName(unit)
      return unitStyle == .long ? name.plural : name.symbol
    }

    /// A measurement or a unit written out; `nil` for anything else.
    public override func string(for obj: Any?) -> String? {
      switch obj {
      case let unit as Unit: return string(from: unit)
      case let measurement as Measurement<Unit>: return string(from: measurement)
      default: return nil
      }
    }
  }

  /// How a unit is written in English: its symbol (Apple's, where Linux's differs) and its names.
  struct UnitName {
    let symbol: String
    let singular: String
    let plural: String
    let isTemperature: Bool

    init(_ unit: Unit) {
      isTemperature = unit is UnitTemperature
      let key = "\(type(of: unit)) \(unit.symbol)"
      let (symbol, singular, plural) = Self.names[key] ?? (unit.symbol, unit.symbol, unit.symbol)
      (self.symbol, self.singular, self.plural) = (symbol, singular, plural)
    }

    /// `number` with the unit's symbol: after a space, but right after it for degrees ("21°C").
    func abbreviated(_ number: String) -> String {
      symbol.hasPrefix("°") ? number + symbol : "\(number) \(symbol)"
    }

    /// By unit type and Linux's symbol: Apple's symbol, the singular and the plural.
    private static let names: [String: (String, String, String)] = [
      "UnitLength km": ("km", "kilometer", "kilometers"),
      "UnitLength m": ("m", "meter", "meters"),
      "UnitLength cm": ("cm", "centimeter", "centimeters"),
      "UnitLength mm": ("mm", "millimeter", "millimeters"),
      "UnitLength mi": ("mi", "mile", "miles"),
      "UnitLength ft": ("ft", "foot", "feet"),
      "UnitLength in": ("in", "inch", "inches"),
      "UnitLength yd": ("yd", "yard", "yards"),
      "UnitLength NM": ("nmi", "nautical mile", "nautical miles"),
      "UnitMass kg": ("kg", "kilogram", "kilograms"),
      "UnitMass g": ("g", "gram", "grams"),
      "UnitMass mg": ("mg", "milligram", "milligrams"),
      "UnitMass lb": ("lb", "pound", "pounds"),
      "UnitMass oz": ("oz", "ounce", "ounces"),
      "UnitMass st": ("st", "stone", "stones"),
      "UnitTemperature °C": ("°C", "degree Celsius", "degrees Celsius"),
      "UnitTemperature °F": ("°F", "degree Fahrenheit", "degrees Fahrenheit"),
      "UnitTemperature K": ("K", "kelvin", "kelvins"),
      "UnitDuration h": ("hr", "hour", "hours"),
      "UnitDuration m": ("min", "minute", "minutes"),
      "UnitDuration min": ("min", "minute", "minutes"),
      "UnitDuration s": ("sec", "second", "seconds"),
      "UnitDuration ms": ("ms", "millisecond", "milliseconds"),
      "UnitVolume L": ("L", "liter", "liters"),
      "UnitVolume mL": ("mL", "milliliter", "milliliters"),
      "UnitVolume cup": ("cup", "cup", "cups"),
      "UnitVolume gal": ("gal", "gallon", "gallons"),
      "UnitVolume qt": ("qt", "quart", "quarts"),
      "UnitVolume pt": ("pt", "pint", "pints"),
      "UnitVolume fl oz": ("fl oz", "fluid ounce", "fluid ounces"),
      "UnitVolume tbsp": ("tbsp", "tablespoon", "tablespoons"),
      "UnitVolume tsp": ("tsp", "teaspoon", "teaspoons"),
      "UnitSpeed km/h": ("km/h", "kilometer per hour", "kilometers per hour"),
      "UnitSpeed mph": ("mph", "mile per hour", "miles per hour"),
      "UnitSpeed m/s": ("m/s", "meter per second", "meters per second"),
      "UnitSpeed kn": ("kn", "knot", "knots"),
      "UnitEnergy kCal": ("kcal", "kilocalorie", "kilocalories"),
      "UnitEnergy kJ": ("kJ", "kilojoule", "kilojoules"),
      "UnitEnergy J": ("J", "joule", "joules"),
      "UnitEnergy cal": ("cal", "calorie", "calories"),
    ]
  }
#endif
