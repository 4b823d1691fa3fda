package org.pairlab.augment;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.pairlab.project.Json;
import org.pairlab.runs.JobParams;

/**
 * The one conversion between a method's parameter map (a form, {@code --set}, a stored run or recipe) and its typed
 * parameter record. The map keeps the keys and values recipes have always stored, so a recipe written from a record
 * is the one written from the map before, and re-rendering an old candidate reads the same values.
 */
public final class ParameterRecords {
    private ParameterRecords() {
    }

    /**
     * The given values as the method's record: defaults filled in, every value checked against its
     * {@link ParameterSpec} (an unknown key or a value out of range is refused naming the key and the valid ones).
     */
    public static <P extends Record> P read(String method, List<ParameterSpec> specs, Map<String, ?> given,
                                            Class<P> type) {
        @SuppressWarnings("unchecked")
        Map<String, Object> values = GenerationJob.withDefaults(method, specs, (Map<String, Object>) given);
        return JobParams.read(values, type, "Method '" + method + "' parameters");
    }

    /**
     * A stored recipe's parameters as the method's record, leniently: keys that are not the method's (the caption
     * rewrite's {@code caption_method}/{@code caption_params}) are left aside, keys older recipes lack take their
     * defaults, and values are not range-checked again, so every stored candidate still renders.
     */
    public static <P extends Record> P readRecipe(String method, List<ParameterSpec> specs, Map<String, ?> stored,
                                                  Class<P> type) {
        Map<String, Object> values = new TreeMap<>();
        for (ParameterSpec p : specs) {
            values.put(p.name(), stored.containsKey(p.name()) ? stored.get(p.name()) : p.defaultValue());
        }
        return JobParams.read(values, type, "The recipe's '" + method + "' parameters");
    }

    /** The record as the parameter map recipes and runs store (keys in order, as {@link GenerationJob} kept them). */
    public static Map<String, Object> write(Record params) {
        return new TreeMap<>(JobParams.write(params));
    }

    /**
     * Where a method's parameter specs and its record disagree (empty when they agree): the record's keys must be
     * the specs' names, and the specs' defaults must survive a trip through the record unchanged, types included.
     */
    public static List<String> disagreements(List<ParameterSpec> specs, Class<? extends Record> type) {
        List<String> out = new ArrayList<>();
        if (type.getRecordComponents().length != specs.size()) {
            out.add(type.getSimpleName() + " has " + type.getRecordComponents().length + " components but there are "
                    + specs.size() + " parameter specs");
        }
        Map<String, Object> defaults = new TreeMap<>();
        specs.forEach(p -> defaults.put(p.name(), p.defaultValue()));
        Record r;
        try {
            r = JobParams.read(defaults, type, type.getSimpleName());
        } catch (IllegalArgumentException e) {
            out.add("the defaults do not read as " + type.getSimpleName() + ": " + e.getMessage());
            return out;
        }
        Map<String, Object> back = write(r);
        if (!back.keySet().equals(defaults.keySet())) {
            out.add(type.getSimpleName() + " writes keys " + back.keySet() + " but the specs name " + defaults.keySet());
        }
        for (ParameterSpec p : specs) {
            Object v = back.get(p.name());
            // Compared as stored JSON, where 20 and 20.0 differ: a double spec must not come back as a whole number.
            if (!Objects.equals(Json.write(p.defaultValue()), Json.write(v))) {
                out.add("'" + p.name() + "': default " + Json.write(p.defaultValue()) + " comes back from "
                        + type.getSimpleName() + " as " + Json.write(v));
            }
            String want = switch (p.type()) {
                case INT -> "Integer";
                case DOUBLE -> "Double";
                case BOOLEAN -> "Boolean";
                case CHOICE, TEXT -> "String";
            };
            if (v != null && !v.getClass().getSimpleName().equals(want)) {
                out.add("'" + p.name() + "' is " + p.type() + " but " + type.getSimpleName() + " holds a "
                        + v.getClass().getSimpleName());
            }
        }
        return out;
    }
}
