package org.pairlab.runs;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.pairlab.project.Json;

/**
 * Converts a job's stored parameters (the map kept with its run) to and from a typed record, so factories do not
 * cast map values by hand. Reading is strict: an unknown key, a missing required key or a value of the wrong type is
 * refused with a message that names the key.
 */
public final class JobParams {
    private static final TypeReference<Map<String, Object>> MAP = new TypeReference<>() {
    };
    // A copy of the project's mapper, so stored runs and their records agree on how values are written. Scalars in
    // text form ("true", "12") stay accepted: runs stored before the records existed kept them so.
    private static final ObjectMapper MAPPER = Json.MAPPER.copy()
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .disable(DeserializationFeature.ACCEPT_FLOAT_AS_INT);

    private static final Pattern NULL_PRIMITIVE = Pattern.compile("^Cannot map `null` into type `([^`]+)`");

    private JobParams() {
    }

    /**
     * The stored parameters as a record of type {@code type}.
     *
     * @throws IllegalArgumentException naming the key when a key is unknown, missing or of the wrong type
     */
    public static <R> R read(Map<String, ?> params, Class<R> type) {
        return read(params, type, "Stored " + type.getSimpleName() + " parameters");
    }

    /**
     * As {@link #read(Map, Class)}, for values that did not come from a stored run (a form, {@code --set}): refusals
     * start with {@code subject} (e.g. "LSTM settings") instead of "Stored ... parameters". A check the record's
     * constructor makes is reported in its own words.
     */
    public static <R> R read(Map<String, ?> params, Class<R> type, String subject) {
        try {
            return MAPPER.convertValue(params, type);
        } catch (IllegalArgumentException e) {
            throw refusal(subject, e);
        }
    }

    /**
     * Values as a run stores them or as {@code --set} gives them, nested the way the job's record keeps them: a key
     * of a group (e.g. a model setting) moves into that group's map, merged over a map already given under the
     * group's name; the keys in {@code top} stay at the top. Any other key is refused naming every known one.
     *
     * @param groups each group's name and its keys, in the order the message lists them
     * @param what the job in the user's words, e.g. "training" ("Unknown training parameter 'x'")
     */
    public static Map<String, Object> nest(Map<String, ?> given, Map<String, List<String>> groups, List<String> top,
                                           String what) {
        Map<String, Object> out = new LinkedHashMap<>();
        Map<String, Map<String, Object>> nested = new LinkedHashMap<>();
        groups.keySet().forEach(g -> nested.put(g, new LinkedHashMap<>()));
        for (Map.Entry<String, ?> e : given.entrySet()) {
            String k = e.getKey();
            if (nested.containsKey(k) && e.getValue() instanceof Map<?, ?> m) {
                m.forEach((a, b) -> nested.get(k).put(a.toString(), b));
                continue;
            }
            String group = groups.entrySet().stream().filter(g -> g.getValue().contains(k)).map(Map.Entry::getKey)
                    .findFirst().orElse(null);
            if (group != null) {
                nested.get(group).put(k, e.getValue());
            } else if (top.contains(k)) {
                out.put(k, e.getValue());
            } else {
                List<String> known = new ArrayList<>();
                groups.values().forEach(known::addAll);
                known.addAll(top);
                throw new IllegalArgumentException("Unknown " + what + " parameter '" + k + "'; known: " + known);
            }
        }
        out.putAll(nested);
        return out;
    }

    /** The record as the parameter map stored with a run (nested records become maps). */
    public static Map<String, Object> write(Object record) {
        return MAPPER.convertValue(record, MAP);
    }

    private static IllegalArgumentException refusal(String subject, IllegalArgumentException e) {
        if (!(e.getCause() instanceof JsonMappingException m)) {
            return e;
        }
        if (m instanceof ValueInstantiationException v && v.getCause() instanceof IllegalArgumentException own) {
            return new IllegalArgumentException(subject + ": " + own.getMessage(), e);
        }
        String key = m.getPath().stream()
                .map(r -> r.getFieldName() != null ? r.getFieldName() : "[" + r.getIndex() + "]")
                .collect(Collectors.joining(".")).replace(".[", "[");
        String what;
        if (m instanceof UnrecognizedPropertyException u) {
            what = "unknown key '" + (key.isEmpty() ? u.getPropertyName() : key) + "'; known keys are "
                    + u.getKnownPropertyIds();
        } else {
            what = (key.isEmpty() ? "" : "key '" + key + "': ") + plain(firstLine(m.getOriginalMessage()));
        }
        return new IllegalArgumentException(subject + ": " + what, e);
    }

    /** Jackson's wording for a missing primitive ("Cannot map `null` into type `int` (set ...)") in the user's words. */
    private static String plain(String message) {
        Matcher m = NULL_PRIMITIVE.matcher(message);
        return m.find() ? "missing or null, a value of type " + m.group(1) + " is needed" : message;
    }

    private static String firstLine(String s) {
        int nl = s == null ? -1 : s.indexOf('\n');
        return nl < 0 ? String.valueOf(s) : s.substring(0, nl);
    }
}
