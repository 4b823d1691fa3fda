package org.pairlab.cli;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pairlab.augment.ParameterSpec;

/**
 * Reads {@code --set KEY=VALUE} options against a method's parameter list before anything runs: an unknown key is
 * a usage error with a did-you-mean and the valid keys, a bad value one naming the parameter and its limits.
 */
final class MethodParameters {
    private MethodParameters() {
    }

    /** Raw {@code KEY=VALUE} pairs in order; a pair without '=' or with an empty key is a usage error. */
    static Map<String, String> pairs(String option, List<String> given) {
        Map<String, String> out = new LinkedHashMap<>();
        for (String s : given) {
            int eq = s.indexOf('=');
            if (eq <= 0 || s.substring(0, eq).isBlank()) {
                throw new UsageException(option + " expects KEY=VALUE, got '" + s + "'");
            }
            out.put(s.substring(0, eq).strip(), s.substring(eq + 1).strip());
        }
        return out;
    }

    /** Typed values for the given pairs, checked against {@code specs} (defaults are filled in later, by the job). */
    static Map<String, Object> parse(String option, String method, List<ParameterSpec> specs, List<String> given) {
        Map<String, Object> out = new LinkedHashMap<>();
        List<String> names = specs.stream().map(ParameterSpec::name).toList();
        for (Map.Entry<String, String> e : pairs(option, given).entrySet()) {
            ParameterSpec spec = specs.stream().filter(p -> p.name().equals(e.getKey())).findFirst()
                    .orElseThrow(() -> names.isEmpty()
                            ? new UsageException(option + ": method '" + method + "' takes no parameters, got '" + e.getKey() + "'")
                            : DidYouMean.unknown("parameter of method '" + method + "' (" + option + ")", e.getKey(), names));
            try {
                out.put(spec.name(), spec.type() == ParameterSpec.Type.TEXT ? e.getValue() : spec.parse(e.getValue()));
            } catch (IllegalArgumentException bad) {
                throw new UsageException(option + ": " + bad.getMessage());
            }
        }
        return out;
    }
}
