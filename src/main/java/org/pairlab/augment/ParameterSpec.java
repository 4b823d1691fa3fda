package org.pairlab.augment;

import java.util.List;

/** One parameter of an augmentation method, enough for a form and for validating command-line values. */
public record ParameterSpec(String name, Type type, Object defaultValue, Double min, Double max, List<String> choices,
                            String description) {
    /** The kinds of values a parameter takes. */
    public enum Type { INT, DOUBLE, BOOLEAN, CHOICE, TEXT }

    public static ParameterSpec integer(String name, int def, int min, int max, String description) {
        return new ParameterSpec(name, Type.INT, def, (double) min, (double) max, List.of(), description);
    }

    public static ParameterSpec real(String name, double def, double min, double max, String description) {
        return new ParameterSpec(name, Type.DOUBLE, def, min, max, List.of(), description);
    }

    public static ParameterSpec flag(String name, boolean def, String description) {
        return new ParameterSpec(name, Type.BOOLEAN, def, null, null, List.of(), description);
    }

    public static ParameterSpec choice(String name, String def, List<String> choices, String description) {
        return new ParameterSpec(name, Type.CHOICE, def, null, null, List.copyOf(choices), description);
    }

    /** Parses and checks a value given as text; throws IllegalArgumentException naming the parameter. */
    public Object parse(String text) {
        try {
            Object v = switch (type) {
                case INT -> Integer.parseInt(text.strip());
                case DOUBLE -> Double.parseDouble(text.strip());
                case BOOLEAN -> parseBoolean(text.strip());
                case CHOICE, TEXT -> text;
            };
            check(v);
            return v;
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("Parameter '" + name + "' expects " + type.name().toLowerCase()
                    + ", got '" + text + "'");
        }
    }

    /** Checks a typed value against the limits. */
    public void check(Object v) {
        if (v instanceof Number n && (min != null && n.doubleValue() < min || max != null && n.doubleValue() > max)) {
            throw new IllegalArgumentException("Parameter '" + name + "' must be between " + fmt(min) + " and "
                    + fmt(max) + ", got " + v);
        }
        if (type == Type.CHOICE && !choices.contains(String.valueOf(v))) {
            throw new IllegalArgumentException("Parameter '" + name + "' must be one of " + choices + ", got '" + v + "'");
        }
    }

    private boolean parseBoolean(String s) {
        return switch (s.toLowerCase()) {
            case "true", "yes", "1", "on" -> true;
            case "false", "no", "0", "off" -> false;
            default -> throw new IllegalArgumentException("Parameter '" + name + "' expects true or false, got '" + s + "'");
        };
    }

    private static String fmt(Double d) {
        return d == null ? "-" : (d == Math.rint(d) ? String.valueOf(d.longValue()) : String.valueOf(d));
    }
}
