import { z } from 'zod';
import { defineEndpoints, pagedOf } from '../endpoint.ts';
import { resourceRow } from '../resource/define.ts';
import { materialTextureResource, plateMaterialSizeResource } from '../resources/basicMaterial.ts';
import { idParam } from './common.ts';
import {
  plateSizeGroupsInput,
  plateSizesWritten,
  plateThicknessInput,
  plateThicknessQuery,
  plateWidthInput,
  plateWidthQuery,
} from './plateSizes.ts';

/** The read and write access of a resource's permission. */
const query = (def: { permission: string }) => ({ permission: def.permission, action: 'query' as const });
const edit = (def: { permission: string }) => ({ permission: def.permission, action: 'edit' as const });
const remove = (def: { permission: string }) => ({ permission: def.permission, action: 'delete' as const });

const MT = materialTextureResource.basePath;
const sizesOf = `${MT}/:id/plate-material-size`;
const plateSize = resourceRow(plateMaterialSizeResource);
/** A texture with its plate sizes nested (the nesting and purchasing pickers). */
const textureWithSizes = resourceRow(materialTextureResource, { plateMaterialSizes: z.array(plateSize) });
const thicknessGroups = pagedOf(z.object({ thickness: z.number(), sizes: z.array(plateSize) }));
const deleted = z.object({ deleted: z.number().int() });

/** Material textures and their plate sizes beside the generic resource routes (spec 02 §7). */
export const materialEndpoints = defineEndpoints(
  { tag: materialTextureResource.title, access: query(materialTextureResource) },
  {
    withSizes: { method: 'GET', path: `${MT}/v1`, summary: '材质及板材尺寸', response: pagedOf(textureWithSizes) },
    withSizesOne: { method: 'GET', path: `${MT}/v1/:id`, summary: '材质详情（含板材尺寸）', params: idParam, response: textureWithSizes },
    options: {
      method: 'GET',
      path: `${MT}/option`,
      summary: '材质选项',
      response: z.array(z.object({ value: z.string(), label: z.string() })),
    },
    defaults: { method: 'GET', path: `${MT}/all/default`, summary: '默认材质', response: pagedOf(resourceRow(materialTextureResource)) },
    /** Distinct thicknesses of a texture's plate sizes, and the widths of one thickness (cascading pickers). */
    thicknesses: { method: 'GET', path: `${sizesOf}/thickness`, summary: '材质的板厚', params: idParam, response: z.array(z.number()) },
    sizesByThickness: { method: 'GET', path: `${sizesOf}/v1`, summary: '材质的板材尺寸（按板厚分组）', params: idParam, response: thicknessGroups },
    widths: {
      method: 'GET',
      path: `${sizesOf}/width`,
      summary: '材质某板厚的板宽',
      params: idParam,
      query: z.object({ thickness: z.coerce.number({ error: '厚度必须是数字' }).optional() }),
      response: z.array(z.number()),
    },
    // Writes by thickness and width: each runs in one transaction, a refused size leaves nothing written.
    addThickness: {
      method: 'POST',
      path: `${sizesOf}/thickness`,
      summary: '新增板厚（宽度×长度）',
      access: edit(materialTextureResource),
      params: idParam,
      body: plateThicknessInput,
      response: plateSizesWritten,
    },
    addWidth: {
      method: 'POST',
      path: `${sizesOf}/width`,
      summary: '新增板宽（各长度）',
      access: edit(materialTextureResource),
      params: idParam,
      body: plateWidthInput,
      response: plateSizesWritten,
    },
    addGroups: {
      method: 'POST',
      path: `${sizesOf}/v1`,
      summary: '按板厚分组新增板材尺寸',
      access: edit(materialTextureResource),
      params: idParam,
      body: plateSizeGroupsInput,
      response: pagedOf(plateSize),
    },
    removeThickness: {
      method: 'DELETE',
      path: `${sizesOf}/thickness`,
      summary: '删除板厚（其全部尺寸）',
      access: remove(materialTextureResource),
      params: idParam,
      query: plateThicknessQuery,
      response: deleted,
    },
    removeGroups: {
      method: 'DELETE',
      path: `${sizesOf}/v1`,
      summary: '按板厚分组删除板材尺寸',
      access: remove(materialTextureResource),
      params: idParam,
      query: plateThicknessQuery,
      response: deleted,
    },
    removeWidth: {
      method: 'DELETE',
      path: `${sizesOf}/width`,
      summary: '删除板宽（其全部长度）',
      access: remove(materialTextureResource),
      params: idParam,
      query: plateWidthQuery,
      response: deleted,
    },
  },
);

